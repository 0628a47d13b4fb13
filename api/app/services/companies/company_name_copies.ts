import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/**
 * Requests and profiles keep a copy of their company's name (migration 0024), which their back-office lists sort
 * and search by through an index: it is written when they are created and rewritten when the company is renamed,
 * in the rename's transaction (the Company model's hooks), so a renamed company is listed in its new place at once.
 */

/** The name a new request of this company keeps. */
export async function companyNameOf(companyId: number, client?: TransactionClientContract) {
  const row = await (client ?? db).from('companies').where('id', companyId).select('name').first()
  return row ? (row.name as string) : ''
}

/** The name a new profile of this user keeps: its company's, null for an admin (who has none). */
export async function companyNameOfUser(userId: number, client?: TransactionClientContract) {
  const row = await (client ?? db)
    .from('users')
    .join('companies', 'companies.id', 'users.company_id')
    .where('users.id', userId)
    .select('companies.name')
    .first()
  return row ? (row.name as string) : null
}

/** Rewrites the copies of a renamed company's name, in the rename's transaction. */
export async function copyCompanyName(companyId: number, name: string, client?: TransactionClientContract) {
  const write = async (trx: TransactionClientContract) => {
    await trx.from('worker_requests').where('company_id', companyId).update({ company_name: name })
    await trx
      .from('profiles')
      .whereIn('user_id', (users) => users.from('users').select('id').where('company_id', companyId))
      .update({ company_name: name })
  }
  return client ? write(client) : db.transaction(write)
}
