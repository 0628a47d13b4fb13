import { randomInt } from 'node:crypto'
import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

export const RECOVERY_CODE_COUNT = 10
/** No 0/o, 1/l/i: a code copied from paper reads one way. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

/** Spaces, dashes and case do not matter when a recovery code is typed. */
export function normalizeRecoveryCode(typed: string) {
  return typed.toLowerCase().replace(/[\s-]/g, '')
}

function newRecoveryCode() {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)])
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
}

/**
 * Ten new recovery codes for the user, replacing any earlier ones: answered once in clear, kept hashed (about 50 bits
 * each, behind the sign-in throttle).
 */
export async function replaceRecoveryCodes(userId: number, trx: TransactionClientContract) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode)
  const hashes = await Promise.all(codes.map((code) => hash.make(normalizeRecoveryCode(code))))
  await trx.from('totp_recovery_codes').where('user_id', userId).delete()
  const createdAt = new Date()
  await trx
    .table('totp_recovery_codes')
    .multiInsert(hashes.map((codeHash) => ({ user_id: userId, code_hash: codeHash, created_at: createdAt })))
  return codes
}

export async function deleteRecoveryCodes(userId: number, trx: TransactionClientContract) {
  await trx.from('totp_recovery_codes').where('user_id', userId).delete()
}

/**
 * Uses one of the user's unused recovery codes: true when `typed` is one, which is then spent. Two requests with the
 * same code race on the row's `used_at`: only one of them marks it.
 */
export async function spendRecoveryCode(userId: number, typed: string): Promise<boolean> {
  const normalized = normalizeRecoveryCode(typed)
  if (!/^[a-z0-9]{10}$/.test(normalized)) return false
  const rows: { id: number; code_hash: string }[] = await db
    .from('totp_recovery_codes')
    .where('user_id', userId)
    .whereNull('used_at')
    .select('id', 'code_hash')
  for (const row of rows) {
    if (await hash.verify(row.code_hash, normalized)) {
      const marked = await db
        .from('totp_recovery_codes')
        .where('id', row.id)
        .whereNull('used_at')
        .update({ used_at: new Date() })
      return Number(Array.isArray(marked) ? marked[0] : marked) === 1
    }
  }
  return false
}

export async function unusedRecoveryCodeCount(userId: number) {
  const row = await db
    .from('totp_recovery_codes')
    .where('user_id', userId)
    .whereNull('used_at')
    .count('* as total')
    .first()
  return Number(row?.total ?? 0)
}
