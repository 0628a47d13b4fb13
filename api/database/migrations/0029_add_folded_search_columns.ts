import { BaseSchema } from '@adonisjs/lucid/schema'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { foldText } from '#services/text/fold'

/**
 * The back-office searches ignore case and accents as the workers search does ("lodz" finds Łódź, "zolc" Żółć):
 * the collations fold ó to o but not ł to l, so the searched texts are kept folded in code (services/text/fold.ts)
 * beside their source, and the FULLTEXT indexes of migrations 0025 and 0026 move onto these copies. TEXT, because
 * folding may lengthen a text (ß is ss, ﬃ is ffi). No default: the models write them with their source (and the
 * company's rename its profiles' copy, companies/company_name_copies.ts), and a row written without its copy is
 * refused rather than left out of the searches. An invoice's customer name never changes.
 */
const COPIES = [
  { table: 'companies', column: 'search_name', from: ['name'] },
  { table: 'profiles', column: 'company_search_name', from: ['company_name'] },
  { table: 'profiles', column: 'search_name', from: ['first_name', 'last_name'] },
  { table: 'users', column: 'search_identifiers', from: ['login', 'email'] },
  { table: 'invoices', column: 'customer_search_name', from: ['customer_name'] },
]

/** One ALTER TABLE a table: adding a column may rebuild it. */
const TABLES = [...new Set(COPIES.map((copy) => copy.table))]

/** Rows read and written at a time, whatever the table's size. */
const BATCH = 1000

/** [table, index, columns]: the indexes the searches read now, and those they read before (dropped). */
const INDEXES = [
  ['companies', 'companies_search_name_fulltext', 'search_name'],
  ['profiles', 'profiles_search_names_fulltext', 'company_search_name, search_name'],
  ['users', 'users_search_identifiers_fulltext', 'search_identifiers'],
  ['invoices', 'invoices_customer_search_name_fulltext', 'customer_search_name'],
] as const
const RAW_INDEXES = [
  ['companies', 'companies_name_fulltext', 'name'],
  ['profiles', 'profiles_search_fulltext', 'company_name, first_name, last_name'],
  ['users', 'users_login_email_fulltext', 'login, email'],
  ['invoices', 'invoices_customer_name_fulltext', 'customer_name'],
] as const

/** Fills a table's copies, BATCH rows at a time: one SELECT and one UPDATE of every copy each. */
async function fill(db: QueryClientContract, table: string) {
  const copies = COPIES.filter((copy) => copy.table === table)
  let lastId = 0
  for (;;) {
    const rows: Record<string, string | number | null>[] = await db
      .from(table)
      .where('id', '>', lastId)
      .orderBy('id')
      .limit(BATCH)
      .select('id', ...copies.flatMap((copy) => copy.from))
    if (rows.length === 0) return
    const ids = rows.map((row) => Number(row.id))
    const sets = copies.map(
      ({ column }) => `${column} = CASE id ${rows.map(() => 'WHEN ? THEN ?').join(' ')} END`
    )
    const values = copies.flatMap(({ from }) =>
      rows.flatMap((row) => [Number(row.id), foldText(from.map((source) => row[source] ?? '').join(' '))])
    )
    await db.rawQuery(
      `UPDATE ${table} SET ${sets.join(', ')} WHERE id IN (${ids.map(() => '?').join(', ')})`,
      [...values, ...ids]
    )
    lastId = ids[ids.length - 1]
  }
}

/** InnoDB's stopword list would leave out words such as "de" or "the": off for these indexes, as in 0025. */
async function createFullTextIndexes(db: QueryClientContract, indexes: typeof INDEXES | typeof RAW_INDEXES) {
  await db.rawQuery('SET SESSION innodb_ft_enable_stopword = OFF')
  try {
    for (const [table, name, columns] of indexes) {
      await db.rawQuery(`CREATE FULLTEXT INDEX ${name} ON ${table} (${columns})`)
    }
  } finally {
    await db.rawQuery('SET SESSION innodb_ft_enable_stopword = DEFAULT')
  }
}

async function dropIndexes(db: QueryClientContract, indexes: typeof INDEXES | typeof RAW_INDEXES) {
  for (const [table, name] of indexes) await db.rawQuery(`DROP INDEX ${name} ON ${table}`)
}

export default class extends BaseSchema {
  async up() {
    for (const table of TABLES) {
      this.schema.alterTable(table, (builder) => {
        for (const copy of COPIES.filter((one) => one.table === table)) {
          builder.text(copy.column).notNullable()
        }
      })
    }
    this.defer(async (db) => {
      for (const table of TABLES) await fill(db, table)
      // Built once the copies are filled, rather than kept up to date through every row's update.
      await createFullTextIndexes(db, INDEXES)
      await dropIndexes(db, RAW_INDEXES)
    })
  }

  async down() {
    this.defer(async (db) => {
      await createFullTextIndexes(db, RAW_INDEXES)
      await dropIndexes(db, INDEXES)
    })
    for (const table of TABLES) {
      this.schema.alterTable(table, (builder) => {
        builder.dropColumns(...COPIES.filter((copy) => copy.table === table).map((copy) => copy.column))
      })
    }
  }
}
