import { Secret, TOTP } from 'otpauth'

/** What an authenticator app shows above the codes (the product's name). */
export const TOTP_ISSUER = 'Posted Workers Portal'
/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 seconds. */
export const TOTP_PERIOD_SECONDS = 30
/** Steps accepted either side of the server's clock (a phone a little slow or fast). */
export const TOTP_DRIFT_STEPS = 1

function totp(secret: string, label = '') {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  })
}

/** A new random secret (160 bits, as RFC 4226 recommends), in base32 as apps type it. */
export function newTotpSecret() {
  return new Secret({ size: 20 }).base32
}

/** The address an authenticator app reads from the QR code: issuer, the user's login as label, the secret. */
export function totpUrl(secret: string, login: string) {
  return totp(secret, login).toString()
}

/** The time step of an instant (milliseconds since the epoch). */
export function timeStep(nowMs: number) {
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS)
}

/** The code of `secret` for a time step (tests, demo scripts). */
export function totpCodeAt(secret: string, step: number) {
  return totp(secret).generate({ timestamp: step * TOTP_PERIOD_SECONDS * 1000 })
}

/**
 * The time step whose code `code` is, within one step of `nowMs`, or null. The caller refuses a step at or before the
 * last one accepted, so that a code is used at most once.
 */
export function matchingStep(secret: string, code: string, nowMs: number): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const delta = totp(secret).validate({ token: code, timestamp: nowMs, window: TOTP_DRIFT_STEPS })
  return delta === null ? null : timeStep(nowMs) + delta
}
