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

/** Each table's FULLTEXT index: the one the searches read before (0025, 0026) and the one on its folded copies. */
const INDEXES = [
  {
    table: 'companies',
    raw: ['companies_name_fulltext', 'name'],
    folded: ['companies_search_name_fulltext', 'search_name'],
  },
  {
    table: 'profiles',
    raw: ['profiles_search_fulltext', 'company_name, first_name, last_name'],
    folded: ['profiles_search_names_fulltext', 'company_search_name, search_name'],
  },
  {
    table: 'users',
    raw: ['users_login_email_fulltext', 'login, email'],
    folded: ['users_search_identifiers_fulltext', 'search_identifiers'],
  },
  {
    table: 'invoices',
    raw: ['invoices_customer_name_fulltext', 'customer_name'],
    folded: ['invoices_customer_search_name_fulltext', 'customer_search_name'],
  },
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

/**
 * Replaces a table's FULLTEXT index by copying the table (ALGORITHM=COPY), which indexes every row as it writes it:
 * on MariaDB 10.11 an index created in place beside another one missed the rows inserted since the first was
 * built, until the table was rebuilt. InnoDB's stopword list would leave out words such as "the": off for the new
 * index, as in 0025.
 */
async function replaceFullTextIndex(
  db: QueryClientContract,
  table: string,
  [dropped]: readonly [string, string],
  [added, columns]: readonly [string, string]
) {
  await db.rawQuery('SET SESSION innodb_ft_enable_stopword = OFF')
  try {
    await db.rawQuery(
      `ALTER TABLE ${table} DROP INDEX ${dropped}, ADD FULLTEXT INDEX ${added} (${columns}), ALGORITHM=COPY`
    )
  } finally {
    await db.rawQuery('SET SESSION innodb_ft_enable_stopword = DEFAULT')
  }
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
      for (const { table, raw, folded } of INDEXES) await replaceFullTextIndex(db, table, raw, folded)
    })
  }

  async down() {
    this.defer(async (db) => {
      for (const { table, raw, folded } of INDEXES) await replaceFullTextIndex(db, table, folded, raw)
    })
    for (const table of TABLES) {
      this.schema.alterTable(table, (builder) => {
        builder.dropColumns(...COPIES.filter((copy) => copy.table === table).map((copy) => copy.column))
      })
    }
  }
}
