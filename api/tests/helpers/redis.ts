import redis from '@adonisjs/redis/services/main'
import { redisKeyPrefix } from '#config/redis'

/**
 * Deletes the keys of this test run under REDIS_KEY_PREFIX + `pattern`, and none other: the Redis may be shared
 * with other runs and other users (never FLUSHDB, which the limiter's own clear() does).
 */
export async function deleteOwnKeys(pattern = '*') {
  const connection = redis.connection()
  let cursor = '0'
  do {
    // SCAN's pattern is not prefixed by the connection, DEL's keys are.
    const [next, keys] = await connection.scan(cursor, 'MATCH', `${redisKeyPrefix}${pattern}`, 'COUNT', 500)
    cursor = next
    if (keys.length > 0) await connection.del(...keys.map((key) => key.slice(redisKeyPrefix.length)))
  } while (cursor !== '0')
}
