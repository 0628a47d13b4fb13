import { configProvider } from '@adonisjs/core'
import type { ApplicationService } from '@adonisjs/core/types'
import type { HttpContext } from '@adonisjs/core/http'
import { ApiRequest } from '@japa/api-client'
import { SessionClient } from '@adonisjs/session/client'
import type { ResolvedSessionConfig } from '@adonisjs/session/types'
import type { PluginFn } from '@japa/runner/types'

/**
 * The session package's api-client plugin keeps the sessions of `withSession()` and `loginAs()` in its memory
 * store, which only an app on the memory store reads. When the suite runs on a shared store (SESSION_DRIVER=redis
 * or database), this plugin, placed after it, writes them to that store instead: the same tests pass on either.
 */
export function sessionsInConfiguredStore(app: ApplicationService): PluginFn {
  return async () => {
    const config = await configProvider.resolve<ResolvedSessionConfig>(app, app.config.get('session'))
    if (!config || config.store === 'memory' || config.store === 'cookie') return
    const factory = config.stores[config.store]
    ApiRequest.getter(
      'sessionClient',
      // The database and Redis stores make no use of the request they are given.
      () => new SessionClient(factory(null as unknown as HttpContext, config)),
      true
    )
  }
}
