import env from '#start/env'
import { defineConfig, stores } from '@adonisjs/limiter'

/** Under REDIS_KEY_PREFIX: the throttles' counters, apart from the sessions' keys. */
export const LIMITER_KEY_PREFIX = 'limiter'

const limiterConfig = defineConfig({
  default: env.get('LIMITER_STORE'),
  stores: {
    // Shared by every api process, so a login throttle holds behind a load balancer.
    database: stores.database({ tableName: 'rate_limits' }),
    redis: stores.redis({ connectionName: 'main', keyPrefix: LIMITER_KEY_PREFIX }),
    memory: stores.memory({}),
  },
})

export default limiterConfig

declare module '@adonisjs/limiter/types' {
  export interface LimitersList extends InferLimiters<typeof limiterConfig> {}
}
