import { setTimeout as sleep } from 'node:timers/promises'
import hash from '@adonisjs/core/services/hash'
import limiter from '@adonisjs/limiter/services/main'
import type User from '#models/user'
import { assertNotThrottled } from '#services/http/throttle'
import { FREE_FAILURES, signInDelayMs } from '#services/auth/sign_in_delay'

/**
 * Wrong passwords allowed per account and client address, then that address is locked out of that account for the
 * block duration. Another address is not: a stranger who knows a login (`admin`) cannot lock its owner out.
 */
const accountAddressLimiter = () =>
  limiter.use({ requests: FREE_FAILURES, duration: '15 mins', blockDuration: '15 mins' })
/** Wrong passwords allowed per IP address across all accounts. */
const ipLimiter = () => limiter.use({ requests: 20, duration: '15 mins', blockDuration: '15 mins' })
/**
 * The account's wrong passwords from every address, never blocking: past five, each check of the account's password
 * waits longer (sign_in_delay.ts), whoever asks.
 */
const accountFailures = () => limiter.use({ requests: 1_000_000, duration: '15 mins' })

/**
 * The per-account key: the user's id whatever identifier was typed (login or e-mail, any case), so that the tries are
 * counted once per person. An identifier that names nobody counts under itself, so a probe learns nothing.
 */
function accountKey(user: User | null, typed: string) {
  return user ? `login:user:${user.id}` : `login:unknown:${typed.trim().toLowerCase()}`
}

/**
 * Checks a password against the account. A blocked key (this account from this address, or this address) answers 429
 * without looking at the password; when the account's wrong passwords from all addresses pass five, the check waits
 * first (growing). A wrong password counts on all three; a right one (its owner) clears the account's counts, this
 * address's lock and the slowing down (another address's lock runs out with its window). An unknown account costs a hash too, so that its
 * answer takes as long.
 */
export async function verifyPasswordAttempt(
  user: User | null,
  input: { typed: string; password: string; ip: string }
): Promise<boolean> {
  const account = accountKey(user, input.typed)
  const lock: [ReturnType<typeof accountAddressLimiter>, string] = [
    accountAddressLimiter(),
    `${account}:ip:${input.ip}`,
  ]
  const keys: [ReturnType<typeof accountAddressLimiter>, string][] = [
    lock,
    [ipLimiter(), `login:ip:${input.ip}`],
  ]
  for (const [keyLimiter, key] of keys) await assertNotThrottled(keyLimiter, key)

  const failures = accountFailures()
  const delay = signInDelayMs((await failures.get(account))?.consumed ?? 0)
  if (delay > 0) await sleep(delay)

  const valid = user
    ? await hash.verify(user.password, input.password)
    : (await hash.make(input.password), false)
  if (!valid) {
    await Promise.all([
      ...keys.map(([keyLimiter, key]) => keyLimiter.increment(key)),
      failures.increment(account),
    ])
    return false
  }
  await Promise.all([lock[0].delete(lock[1]), failures.delete(account)])
  return true
}
