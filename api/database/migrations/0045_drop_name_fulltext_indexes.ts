import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The searches of companies' and profiles' names read their tables of words (migration 0043) since issue 31; their
 * FULLTEXT indexes (migration 0029) are read by no query any more and were still kept up to date on every write of a
 * name. The logins' and e-mails' and the invoices' customer names keep theirs.
 */
const INDEXES = [
  { table: 'companies', name: 'companies_search_name_fulltext', columns: 'search_name' },
  { table: 'profiles', name: 'profiles_search_names_fulltext', columns: 'company_search_name, search_name' },
]

export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      for (const index of INDEXES) await db.rawQuery(`DROP INDEX ${index.name} ON ${index.table}`)
    })
  }

  async down() {
    this.defer(async (db) => {
      for (const index of INDEXES) {
        await db.rawQuery(`CREATE FULLTEXT INDEX ${index.name} ON ${index.table} (${index.columns})`)
      }
    })
  }
}
