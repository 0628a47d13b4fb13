import { readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Secret, TOTP } from 'otpauth'

/** The demo admin's TOTP secret (api/database/seeders/02_admin_seeder.ts, README "Demo accounts"). */
export const DEMO_ADMIN_TOTP_SECRET = 'PWDEMOADMINTOTPSECRETKEY234567AB'
/** The demo back-office accountant's (the same seeder). */
export const DEMO_ACCOUNTANT_TOTP_SECRET = 'PWDEMOACCOUNTANTTOTPSECRETKEY234'

const PERIOD_MS = 30_000
/**
 * The last time step used per secret. The server accepts each step once (and one step of drift either way), while
 * several journeys sign in as the admin within a minute: kept in a file too, since Playwright starts a new worker
 * after a failed journey.
 */
const memoryFile = join(tmpdir(), 'posted-workers-e2e-totp-steps.json')
const lastSteps = (): Record<string, number> => {
  try {
    return JSON.parse(readFileSync(memoryFile, 'utf8')) as Record<string, number>
  } catch {
    return {}
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The code of a time step: what an authenticator app would show then. */
export const totpCodeAt = (secret: string, step: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: PERIOD_MS / 1000 }).generate({
    timestamp: step * PERIOD_MS,
  })

/**
 * A code the server has not accepted yet: the current step, or the next one when the current one is used (within
 * the drift), waiting for the next period only when even that one is used.
 */
export async function nextTotpCode(secret: string) {
  const current = Math.floor(Date.now() / PERIOD_MS)
  const step = Math.max(current, (lastSteps()[secret] ?? -Infinity) + 1)
  if (step > current + 1) await sleep((step - 1) * PERIOD_MS - Date.now() + 200)
  writeFileSync(memoryFile, JSON.stringify({ ...lastSteps(), [secret]: step }))
  return totpCodeAt(secret, step)
}
