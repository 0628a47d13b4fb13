import type { ApplicationService } from '@adonisjs/core/types'
import logger from '@adonisjs/core/services/logger'
import { outageLogger } from '#services/redis/outage_logger'

/**
 * @adonisjs/redis logs every failed reconnection as a fatal error with its stack, one every two seconds while Redis
 * is away. The api lives through an outage (ioredis reconnects by itself): it is logged once as a warning, and its
 * end.
 */
export default class RedisOutageProvider {
  constructor(protected app: ApplicationService) {}

  register() {
    this.app.container.resolving('redis', (redis) => {
      redis.doNotLogErrors()
      redis.on('connection', (connection) => {
        const outage = outageLogger(logger, `Redis connection "${connection.connectionName}"`)
        connection.on('error', ({ error }) => outage.error(error))
        connection.on('subscriber:error', ({ error }) => outage.error(error))
        connection.on('ready', () => outage.ready())
      })
    })
  }
}
