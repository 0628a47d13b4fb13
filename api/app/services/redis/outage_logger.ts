import type { Logger } from '@adonisjs/core/logger'

/**
 * A Redis connection reports an error at every reconnection attempt while Redis is away: this logs the first of an
 * outage and its end, not one line every two seconds.
 */
export function outageLogger(logger: Logger, what: string) {
  let down = false
  return {
    error: (error: Error) => {
      if (down) return
      down = true
      logger.warn({ err: error }, `${what}: Redis unreachable, reconnecting`)
    },
    ready: () => {
      if (!down) return
      down = false
      logger.info(`${what}: Redis reachable again`)
    },
  }
}
