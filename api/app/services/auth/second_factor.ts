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
 * becomes, in one conditional update (two requests with the same code: one wins). For the pending secret
 * (`newSecret`), the steps accepted from the former secret do not count (a new phone right after a sign-in), but its
 * confirming code's step is recorded all the same, so that this code cannot sign in again.
 */
export async function acceptTotpCode(
  user: User,
  encryptedSecret: string | null,
  code: string,
  options: { newSecret?: boolean; nowMs?: number } = {}
): Promise<boolean> {
  const secret = decryptSecret(encryptedSecret)
  if (!secret) return false
  const step = matchingStep(secret, code.replace(/\s/g, ''), options.nowMs ?? Date.now())
  if (step === null) return false
  const query = db.from('users').where('id', user.id)
  const updated = options.newSecret
    ? // Taken off the pending column in the same update: two confirmations of one secret, one wins.
      await query
        .where('totp_pending_secret', encryptedSecret!)
        .update({ totp_last_step: step, totp_pending_secret: null })
    : await query
        .where((stepQuery) => stepQuery.whereNull('totp_last_step').orWhere('totp_last_step', '<', step))
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
