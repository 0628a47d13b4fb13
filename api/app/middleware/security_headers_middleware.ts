import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { CONTENT_SECURITY_POLICY } from '#services/http/content_security_policy'

/** Browser features no page of ours uses: denied to us and to anything framed. */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
].join(', ')

/**
 * Headers every answer carries, files and errors included (shield's frame and HSTS headers cover the routed
 * answers): the Content-Security-Policy (one text for all, see content_security_policy.ts), links leaving the site
 * carry only our origin, no powerful feature is granted, and a window opened from elsewhere cannot reach ours.
 */
export default class SecurityHeadersMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    ctx.response.header('Content-Security-Policy', CONTENT_SECURITY_POLICY)
    ctx.response.header('Referrer-Policy', 'strict-origin-when-cross-origin')
    ctx.response.header('Permissions-Policy', PERMISSIONS_POLICY)
    ctx.response.header('Cross-Origin-Opener-Policy', 'same-origin')
    ctx.response.header('X-Content-Type-Options', 'nosniff')
    return next()
  }
}
