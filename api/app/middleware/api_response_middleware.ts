import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { isApiPath } from '#services/http/paths'

/**
 * Calls under /{lang}/api and /session always answer JSON: without this, auth and validation errors would turn
 * into redirects meant for HTML forms. API answers are never cached.
 */
export default class ApiResponseMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (isApiPath(ctx.request.url())) {
      const headers = ctx.request.request.headers
      headers.accept = 'application/json'
      ctx.response.header('Cache-Control', 'no-store')
    }
    return next()
  }
}
