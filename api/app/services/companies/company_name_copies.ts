import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { foldText } from '#services/text/fold'
import { writeWords } from '#services/text/search_words'

/**
 * Requests and profiles keep a copy of their company's name (migration 0024), which their back-office lists sort
 * by through an index, and profiles its folded copy too, which their search reads (migration 0029): written when
 * they are created and rewritten when the company is renamed, in the rename's transaction (the Company model's
 * hooks), with the profiles' words (search_words.ts), so a renamed company is listed in its new place and found by
 * its new name at once.
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
    const ofCompany = () =>
      trx
        .from('profiles')
        .whereIn('user_id', (users) => users.from('users').select('id').where('company_id', companyId))
    const searchName = foldText(name)
    await ofCompany().update({ company_name: name, company_search_name: searchName })
    const profiles: { id: number; search_name: string }[] = await ofCompany().select('id', 'search_name')
    for (const profile of profiles) {
      await writeWords(trx, 'profile', profile.id, [searchName, profile.search_name])
    }
  }
  return client ? write(client) : db.transaction(write)
}
