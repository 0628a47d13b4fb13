import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { BusinessException } from '#exceptions/business_exception'

/**
 * Refuses anonymous calls with 401 (the exception handler renders the translated envelope), and a back-office user
 * without a second factor with 403 and `totpEnrolmentRequired` (the back-office then shows its enrolment screen),
 * except on the enrolment calls (`enrolling`).
 */
export default class AuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn, options: { enrolling?: boolean } = {}) {
    const user = await ctx.auth.authenticateUsing(['web'])
    if (user.mustEnrolTotp && !options.enrolling) {
      throw new BusinessException('totp.enrolmentRequired', {
        status: 403,
        answer: { totpEnrolmentRequired: true },
      })
    }
    return next()
  }
}
