import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The back-office's free-text searches read these FULLTEXT indexes (services/http/text_search.ts) instead of
 * reading every row with `LIKE '%…%'`: the company's name (companies, contracts, requests lists), the profile's
 * company name and person's names, and the user's login and e-mail (profiles list). InnoDB's default stopword list
 * would leave out words such as "com", "de", "la" or "the" (a company called "La Route" could not be found by its
 * words): the indexes are created without stopwords, a choice InnoDB records with each index (MariaDB 10.11 and
 * MySQL 8.4 alike). The indexes are created one at a time, as InnoDB requires, on the migration's one connection.
 */
const INDEXES = [
  ['companies', 'companies_name_fulltext', 'name'],
  ['profiles', 'profiles_search_fulltext', 'company_name, first_name, last_name'],
  ['users', 'users_login_email_fulltext', 'login, email'],
] as const

export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      await db.rawQuery('SET SESSION innodb_ft_enable_stopword = OFF')
      try {
        for (const [table, name, columns] of INDEXES) {
          await db.rawQuery(`CREATE FULLTEXT INDEX ${name} ON ${table} (${columns})`)
        }
      } finally {
        await db.rawQuery('SET SESSION innodb_ft_enable_stopword = DEFAULT')
      }
    })
  }

  async down() {
    this.defer(async (db) => {
      for (const [table, name] of INDEXES) await db.rawQuery(`DROP INDEX ${name} ON ${table}`)
    })
  }
}
