import env from '#start/env'
import { defineConfig } from '@adonisjs/redis'
import type { InferConnections } from '@adonisjs/redis/types'

/**
 * Where Redis runs, when SESSION_DRIVER, LIMITER_STORE or QUEUE_DRIVER chooses it. Connections open on first use
 * only, so this configuration costs nothing to an install without Redis.
 */
export const redisServer = {
  host: env.get('REDIS_HOST') || '127.0.0.1',
  port: env.get('REDIS_PORT', 6379),
  password: env.get('REDIS_PASSWORD') || undefined,
  db: env.get('REDIS_DB', 0),
}

/** Every key the product writes starts with it, so that one Redis can serve several installs or test runs. */
export const redisKeyPrefix = env.get('REDIS_KEY_PREFIX', 'pw:')

/**
 * After Redis restarts, reconnect for as long as it takes (never give up: the api must not need a restart), and
 * fail a command after one retry rather than hold a request while Redis is away.
 */
export const reconnect = {
  retryStrategy: (times: number) => Math.min(times * 200, 2000),
  maxRetriesPerRequest: 1,
}

const redisConfig = defineConfig({
  connection: 'main',
  connections: {
    // Sessions and login throttles.
    main: { ...redisServer, ...reconnect, keyPrefix: redisKeyPrefix },
  },
})

export default redisConfig

declare module '@adonisjs/redis/types' {
  export interface RedisConnections extends InferConnections<typeof redisConfig> {}
}
