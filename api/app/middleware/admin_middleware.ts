import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { ForbiddenException } from '#exceptions/forbidden_exception'
import { BusinessException } from '#exceptions/business_exception'
import { backOfficeRouteAllowed } from '#services/auth/back_office_access'

/**
 * Guards the whole back-office API group: signed in (auth runs first) and a back-office user whose role may call
 * this route (an admin any; an accountant the reads of services/auth/back_office_access.ts, 403 with the reason
 * otherwise). Policies still check each action.
 */
export default class AdminMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const role = ctx.auth.user?.backOfficeRole ?? null
    if (!role) throw new ForbiddenException()
    if (!backOfficeRouteAllowed(role, ctx.route?.name, ctx.request.method())) {
      throw new BusinessException('errors.backOfficeRole', { status: 403 })
    }
    return next()
  }
}
