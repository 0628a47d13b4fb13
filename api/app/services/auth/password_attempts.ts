import { setTimeout as sleep } from 'node:timers/promises'
import hash from '@adonisjs/core/services/hash'
import limiter from '@adonisjs/limiter/services/main'
import type User from '#models/user'
import { assertNotThrottled } from '#services/http/throttle'
import { FREE_FAILURES, signInDelayMs } from '#services/auth/sign_in_delay'
import { RETENTION_DEFAULTS } from '@posted-workers/domain'

/** The throttles' window, as the record of processing states it. */
const WINDOW = `${RETENTION_DEFAULTS.signInThrottleMinutes} mins`

/**
 * Wrong passwords allowed per account and client address, then that address is locked out of that account for the
 * block duration. Another address is not: a stranger who knows a login (`admin`) cannot lock its owner out.
 */
const accountAddressLimiter = () =>
  limiter.use({ requests: FREE_FAILURES, duration: WINDOW, blockDuration: WINDOW })
/** Wrong passwords allowed per IP address across all accounts. */
const ipLimiter = () => limiter.use({ requests: 20, duration: WINDOW, blockDuration: WINDOW })
/**
 * The account's wrong passwords from every address, never blocking: past five, each check of the account's password
 * waits longer (sign_in_delay.ts), whoever asks.
 */
const accountFailures = () => limiter.use({ requests: 1_000_000, duration: WINDOW })

/**
 * The per-account key: the user's id whatever identifier was typed (login or e-mail, any case), so that the tries are
 * counted once per person. An identifier that names nobody counts under itself, so a probe learns nothing.
 */
function accountKey(user: User | null, typed: string) {
  return user ? `login:user:${user.id}` : `login:unknown:${typed.trim().toLowerCase()}`
}

/**
 * One sign-in attempt on an account from an address (a password, or a second factor's code). A blocked key (this
 * account from this address, or this address) answers 429 before anything is checked; when the account's failures
 * from all addresses pass five, the attempt waits first (growing). A failure counts on all three; a success (its
 * owner) clears the account's counts, this address's lock and the slowing down (another address's lock runs out with
 * its window).
 */
async function openAttempt(user: User | null, typed: string, ip: string) {
  const account = accountKey(user, typed)
  const lock: [ReturnType<typeof accountAddressLimiter>, string] = [
    accountAddressLimiter(),
    `${account}:ip:${ip}`,
  ]
  const keys: [ReturnType<typeof accountAddressLimiter>, string][] = [lock, [ipLimiter(), `login:ip:${ip}`]]
  for (const [keyLimiter, key] of keys) await assertNotThrottled(keyLimiter, key)

  const failures = accountFailures()
  const delay = signInDelayMs((await failures.get(account))?.consumed ?? 0)
  if (delay > 0) await sleep(delay)

  return {
    failed: async () => {
      await Promise.all([
        ...keys.map(([keyLimiter, key]) => keyLimiter.increment(key)),
        failures.increment(account),
      ])
    },
    succeeded: async () => {
      await Promise.all([lock[0].delete(lock[1]), failures.delete(account)])
    },
  }
}

/**
 * Checks a password against the account, throttled as above. An unknown account costs a hash too, so that its answer
 * takes as long. `clears: false` for an account with a second factor: its right password alone clears nothing, else
 * someone who knows it could reset the counts between guesses of the code.
 */
export async function verifyPasswordAttempt(
  user: User | null,
  input: { typed: string; password: string; ip: string },
  options: { clears?: boolean } = {}
): Promise<boolean> {
  const attempt = await openAttempt(user, input.typed, input.ip)
  const valid = user
    ? await hash.verify(user.password, input.password)
    : (await hash.make(input.password), false)
  if (!valid) await attempt.failed()
  else if (options.clears !== false) await attempt.succeeded()
  return valid
}

/**
 * Checks a second factor's code with the same throttle and counts as a password: a wrong code counts as a wrong
 * password, a right one clears the account's counts.
 */
export async function verifyCodeAttempt(
  user: User,
  ip: string,
  check: () => Promise<boolean>
): Promise<boolean> {
  const attempt = await openAttempt(user, user.login, ip)
  const valid = await check()
  await (valid ? attempt.succeeded() : attempt.failed())
  return valid
}
