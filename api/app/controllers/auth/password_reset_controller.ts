import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import RequestPasswordReset from '#actions/auth/request_password_reset'
import ResetPassword from '#actions/auth/reset_password'
import { passwordResetConfirmValidator, passwordResetRequestValidator } from '#validators/auth'

export default class PasswordResetController {
  @inject()
  async request(ctx: HttpContext, action: RequestPasswordReset) {
    const { request, i18n } = ctx
    const { email } = await request.validateUsing(passwordResetRequestValidator)
    await action.handle(ctx, { email })
    return { reseted: true, successes: [{ message: i18n.t('auth.resetRequested') }] }
  }

  @inject()
  async confirm({ request, i18n }: HttpContext, action: ResetPassword) {
    const { token, password } = await request.validateUsing(passwordResetConfirmValidator)
    await action.handle({ token, password })
    return { reseted: true, successes: [{ message: i18n.t('auth.resetDone') }] }
  }
}
