import type { Limiter } from '@adonisjs/limiter'

/**
 * Refuses with 429 (rendered by the exception handler with the wait time) when the key is blocked.
 */
export async function assertNotThrottled(keyLimiter: Limiter, key: string) {
  if (!(await keyLimiter.isBlocked(key))) return
  const response = await keyLimiter.get(key)
  throw Object.assign(new Error('Too many attempts'), {
    code: 'E_TOO_MANY_REQUESTS',
    status: 429,
    response: { availableIn: response?.availableIn ?? 900 },
  })
}
