import { createHash, randomBytes } from 'node:crypto'
import { RETENTION_DEFAULTS } from '@posted-workers/domain'

export const RESET_TOKEN_MINUTES = RETENTION_DEFAULTS.passwordResetMinutes

/** A random token for the e-mailed link; only its digest is stored. */
export function createResetToken() {
  const token = randomBytes(32).toString('base64url')
  return { token, tokenHash: hashResetToken(token) }
}

export function hashResetToken(token: string) {
  return createHash('sha256').update(token).digest('hex')
}
