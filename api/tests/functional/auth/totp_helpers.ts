import { setTimeout as sleep } from 'node:timers/promises'
import { TOTP_PERIOD_SECONDS } from '#services/auth/totp'
import { Browser } from '#tests/helpers/browser'
import { FACTORY_PASSWORD } from '#tests/helpers/users'

/**
 * Waits while the clock is within two seconds of a time step's edge, so that a code computed here for an offset is
 * judged by the server at the same offset.
 */
export async function awayFromStepEdge() {
  const intoStep = (Date.now() / 1000) % TOTP_PERIOD_SECONDS
  if (intoStep > TOTP_PERIOD_SECONDS - 2) await sleep((TOTP_PERIOD_SECONDS - intoStep + 0.2) * 1000)
  else if (intoStep < 1) await sleep(1000)
}

/** A browser past the password step of `login` (whose account has a second factor): the code is awaited. */
export async function passwordStepDone(login: string, options: { forwardedFor?: string } = {}) {
  const browser = new Browser(options)
  await browser.post('/session/csrf')
  const response = await browser.post('/en/api/auth/login', { login, password: FACTORY_PASSWORD })
  if (response.body.totpRequired !== true) throw new Error(`password step answered ${response.status}`)
  return browser
}
