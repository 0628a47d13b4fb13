import { setTimeout as sleep } from 'node:timers/promises'
import { Secret, TOTP } from 'otpauth'

/**
 * The demo admin's TOTP secret (api/database/seeders/02_admin_seeder.ts, README "Demo accounts"): back-office users
 * must sign in with a second factor, so the scripts type its codes as a person types them from an app.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'PWDEMOADMINTOTPSECRETKEY234567AB'

const PERIOD_MS = 30_000
const lastStepUsed = new Map()

/**
 * A code of `secret` the server has not accepted yet from this process: the server takes each time step once (and
 * the one before and after the current one), so a second sign-in within 30 s takes the next step, and waits for its
 * period only when that would be more than one step ahead.
 */
export async function nextTotpCode(secret = DEMO_ADMIN_TOTP_SECRET) {
  const current = Math.floor(Date.now() / PERIOD_MS)
  const step = Math.max(current, (lastStepUsed.get(secret) ?? -Infinity) + 1)
  if (step > current + 1) await sleep((step - 1) * PERIOD_MS - Date.now() + 200)
  lastStepUsed.set(secret, step)
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: PERIOD_MS / 1000 })
  return totp.generate({ timestamp: step * PERIOD_MS })
}
