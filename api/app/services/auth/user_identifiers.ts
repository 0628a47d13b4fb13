import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { identifierKey, identifierKeys } from '#services/auth/identifiers'

/**
 * Which of these logins or e-mails another user already signs in with (compared without case or accents). A plain
 * read: the unique key on `identifier` is what refuses a race (callers map its ER_DUP_ENTRY to the same message);
 * a locking read here would take gap locks that make concurrent registrations deadlock.
 */
export async function takenIdentifiers(
  values: string[],
  exceptUserId: number | null,
  trx?: TransactionClientContract
) {
  const keys = values.map(identifierKey)
  const query = (trx ?? db).from('user_identifiers').whereIn('identifier', keys)
  if (exceptUserId !== null) query.whereNot('user_id', exceptUserId)
  const rows: { identifier: string }[] = await query.select('identifier')
  const taken = new Set(rows.map((row) => row.identifier))
  return values.filter((value) => taken.has(identifierKey(value)))
}

/**
 * Writes the user's identifiers after a save; the unique key refuses one that another user holds, so a race that
 * passed the validation still fails (and its transaction with it).
 */
export async function syncIdentifiers(
  user: { id: number; login: string; email: string },
  client?: TransactionClientContract,
  options: { isNew?: boolean } = {}
) {
  const run = async (trx: TransactionClientContract) => {
    // A new user has none yet; deleting them anyway would gap-lock the end of the index against other sign-ups.
    if (!options.isNew) await trx.from('user_identifiers').where('user_id', user.id).delete()
    await trx
      .table('user_identifiers')
      .multiInsert(identifierKeys(user).map((identifier) => ({ user_id: user.id, identifier })))
  }
  return client ? run(client) : db.transaction(run)
}

/** The user whose login or e-mail is `value`, in the form sign-in compares. */
export function userIdByIdentifier(value: string) {
  return db.from('user_identifiers').where('identifier', identifierKey(value)).select('user_id')
}
