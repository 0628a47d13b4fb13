import encryption from '@adonisjs/core/services/encryption'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { matchingStep } from '#services/auth/totp'
import { spendRecoveryCode } from '#services/auth/recovery_codes'

export function encryptSecret(secret: string) {
  return encryption.encrypt(secret)
}

export function decryptSecret(encrypted: string | null): string | null {
  return encrypted ? encryption.decrypt<string>(encrypted) : null
}

/**
 * Accepts a code of `encryptedSecret` once: its time step must be after the user's last accepted one, which it then
 * becomes, in one conditional update (two requests with the same code: one wins). Also used for the pending secret,
 * so that the code confirming an enrolment cannot sign in again.
 */
export async function acceptTotpCode(
  user: User,
  encryptedSecret: string | null,
  code: string,
  nowMs = Date.now()
): Promise<boolean> {
  const secret = decryptSecret(encryptedSecret)
  if (!secret) return false
  const step = matchingStep(secret, code.replace(/\s/g, ''), nowMs)
  if (step === null) return false
  const updated = await db
    .from('users')
    .where('id', user.id)
    .where((query) => query.whereNull('totp_last_step').orWhere('totp_last_step', '<', step))
    .update({ totp_last_step: step })
  const accepted = Number(Array.isArray(updated) ? updated[0] : updated) === 1
  if (accepted) user.totpLastStep = step
  return accepted
}

/** The active factor: a code from the app, or one of the recovery codes (spent). */
export async function acceptSecondFactor(user: User, code: string): Promise<boolean> {
  if (!user.hasTotp) return false
  if (/^\s*\d{3}\s?\d{3}\s*$/.test(code)) return acceptTotpCode(user, user.totpSecret, code)
  return spendRecoveryCode(user.id, code)
}
