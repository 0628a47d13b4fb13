import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * One log line per request once its answer has left (or the client went away), from the request's own logger:
 * every line it and its work write carries the same `request_id` (a listed proxy's well-formed X-Request-Id, else
 * one made here: services/http/request_id.ts), also sent back as X-Request-Id so that a user's report can be found.
 * The path is logged without its query string, which may hold a token.
 */
export default class RequestLogMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const started = process.hrtime.bigint()
    const raw = ctx.response.response
    raw.once('close', () => {
      ctx.logger.info(
        {
          method: ctx.request.method(),
          path: ctx.request.url(),
          status: raw.statusCode,
          ms: Math.round(Number(process.hrtime.bigint() - started) / 1e6),
          ...(raw.writableFinished ? {} : { aborted: true }),
        },
        'request'
      )
    })
    return next()
  }
}
