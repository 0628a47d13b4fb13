import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { ForbiddenException } from '#exceptions/forbidden_exception'

/**
 * Guards the whole back-office API group: signed in (auth runs first) and admin. Policies still check each action.
 */
export default class AdminMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (!ctx.auth.user?.isAdmin) {
      throw new ForbiddenException()
    }
    return next()
  }
}
