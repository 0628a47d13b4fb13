import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/** Where shield keeps the CSRF secret in the session. */
const CSRF_SECRET_KEY = 'csrf-secret'
const READS = new Set(['GET', 'HEAD'])

/**
 * A visitor who only reads (a crawler, a page load, a keep-alive from a signed-out tab) gets no session row: shield
 * would otherwise store a fresh CSRF secret for every such request. The secret, and the XSRF cookie made from it,
 * are dropped when a read leaves a session holding nothing else; the SPAs ask for one (POST /session/csrf) just
 * before their first write. A refused call (a throttled POST /session/csrf, a write without its token) opens none
 * either, or a throttle would still let it fill the sessions table. Runs between the session and shield middleware.
 */
export default class NoIdleSessionMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const hadSecret = ctx.session.has(CSRF_SECRET_KEY)
    const output = await next()
    const opensNoSession = READS.has(ctx.request.method()) || ctx.response.getStatus() >= 400
    if (opensNoSession && !hadSecret && onlyHolds(ctx.session.all(), CSRF_SECRET_KEY)) {
      ctx.session.forget(CSRF_SECRET_KEY)
      dropCookie(ctx, 'XSRF-TOKEN')
    }
    return output
  }
}

function onlyHolds(values: Record<string, unknown>, key: string) {
  return Object.keys(values).every((name) => name === key)
}

/** Takes the cookie `name` out of the answer's Set-Cookie headers, leaving the others. */
export function dropCookie(ctx: HttpContext, name: string) {
  const header = ctx.response.getHeader('set-cookie')
  if (header === undefined) return
  const cookies = ([] as unknown[]).concat(header).map(String)
  ctx.response.removeHeader('set-cookie')
  for (const cookie of cookies) if (!cookie.startsWith(`${name}=`)) ctx.response.append('set-cookie', cookie)
}
