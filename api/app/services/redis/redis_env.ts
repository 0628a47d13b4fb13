/**
 * Wraps an env validator whose value may name Redis: choosing Redis without saying where it runs refuses to boot
 * with a message naming the missing key, instead of a first request failing to connect to a default address.
 * Read while start/env.ts validates, after the .env files have been loaded into process.env.
 */
export function needsRedisHostFor<T>(redisValue: T, validate: (key: string, value?: string) => T) {
  return (key: string, value?: string): T => {
    const chosen = validate(key, value)
    if (chosen === redisValue && !process.env.REDIS_HOST) {
      throw new Error(
        `${key}=${String(redisValue)} needs REDIS_HOST (the Redis server to use): set REDIS_HOST, or choose ` +
          `another ${key}`
      )
    }
    return chosen
  }
}
