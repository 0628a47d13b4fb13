import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { dropCookie } from '#middleware/no_idle_session_middleware'

/**
 * The session package sends its cookie with every answer, even for a session that holds nothing and has no row
 * behind it: a reader would get a cookie naming nothing. A request that came without a session cookie and leaves
 * its session empty (a read, or a refused call: see NoIdleSessionMiddleware) gets none. Runs just before the
 * session middleware, so that it sees the answer once the session is committed.
 */
export default class NoEmptySessionCookieMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const output = await next()
    if (ctx.session.fresh && ctx.session.isEmpty) dropCookie(ctx, ctx.session.config.cookieName)
    return output
  }
}
