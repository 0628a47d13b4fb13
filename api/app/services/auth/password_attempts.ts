import hash from '@adonisjs/core/services/hash'
import limiter from '@adonisjs/limiter/services/main'
import type User from '#models/user'
import { assertNotThrottled } from '#services/http/throttle'

/** Wrong passwords allowed per account, then the account is locked for the block duration. */
const accountLimiter = () => limiter.use({ requests: 5, duration: '15 mins', blockDuration: '15 mins' })
/** Wrong passwords allowed per IP address across all accounts. */
const ipLimiter = () => limiter.use({ requests: 20, duration: '15 mins', blockDuration: '15 mins' })

/**
 * The per-account key: the user's id whatever identifier was typed (login or e-mail, any case), so that the five
 * tries are five in all. An identifier that names nobody counts under itself, so a probe learns nothing.
 */
function accountKey(user: User | null, typed: string) {
  return user ? `login:user:${user.id}` : `login:unknown:${typed.trim().toLowerCase()}`
}

/**
 * Checks a password against the account, throttled per account and per client address: a blocked key answers 429
 * without looking at the password, a wrong password counts on both, a right one clears the account's count. An
 * unknown account costs a hash too, so that its answer takes as long.
 */
export async function verifyPasswordAttempt(
  user: User | null,
  input: { typed: string; password: string; ip: string }
): Promise<boolean> {
  const keys: [ReturnType<typeof accountLimiter>, string][] = [
    [accountLimiter(), accountKey(user, input.typed)],
    [ipLimiter(), `login:ip:${input.ip}`],
  ]
  for (const [keyLimiter, key] of keys) await assertNotThrottled(keyLimiter, key)

  const valid = user
    ? await hash.verify(user.password, input.password)
    : (await hash.make(input.password), false)
  if (!valid) {
    await Promise.all(keys.map(([keyLimiter, key]) => keyLimiter.increment(key)))
    return false
  }
  await keys[0][0].delete(keys[0][1])
  return true
}
