import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import StaticMiddleware from '@adonisjs/static/static_middleware'

/** The api's own calls (`/{lang}/api/…`, `/session/…`): no file of public/ has such a path. */
const API_PATH = /^\/(?:[^/]+\/api|session)\//

/** The static files middleware, made once: the container binds a new one, with a new serve-static, per resolution. */
let files: Promise<StaticMiddleware> | null = null

/**
 * The static files middleware (@adonisjs/static), skipped for the api's calls: serve-static looked each of them up
 * in public/ (a `stat` of a missing file, and a response wrapped to wait for it) before the route ran, a few percent
 * of a list call's time. This middleware is made for every request, so it does not take the static one by injection
 * (that built serve-static again for every call, api calls included).
 */
export default class StaticFilesMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (API_PATH.test(ctx.request.url())) return next()
    files ??= app.container.make(StaticMiddleware)
    return (await files).handle(ctx, next)
  }
}
