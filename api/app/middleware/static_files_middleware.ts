import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import StaticMiddleware from '@adonisjs/static/static_middleware'

/** The api's own calls (`/{lang}/api/…`, `/session/…`): no file of public/ has such a path. */
const API_PATH = /^\/(?:[^/]+\/api|session)\//

/**
 * The static files middleware (@adonisjs/static), skipped for the api's calls: serve-static looked each of them up
 * in public/ (a `stat` of a missing file, and a response wrapped to wait for it) before the route ran, a few percent
 * of a list call's time.
 */
@inject()
export default class StaticFilesMiddleware {
  constructor(private files: StaticMiddleware) {}

  handle(ctx: HttpContext, next: NextFn) {
    if (API_PATH.test(ctx.request.url())) return next()
    return this.files.handle(ctx, next)
  }
}
