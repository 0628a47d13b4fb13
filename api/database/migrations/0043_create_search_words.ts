import { BaseSchema } from '@adonisjs/lucid/schema'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { Knex } from 'knex'
import { MAX_WORD_LENGTH, wordsOf } from '#services/text/search_words'

/**
 * The words of the companies' names, and of each profile's company name with the person's first and last names, one
 * row per word (services/text/search_words.ts): the back-office searches of those names read these tables instead of
 * their FULLTEXT indexes (issue 31). The primary key (word, owner) finds the owners of the words that begin with a
 * searched word; the (owner, word) index tells whether one owner has such a word. Binary collation: the words are
 * folded in code (foldText), so a byte prefix is the whole comparison. Migration 0045 drops the names' FULLTEXT
 * indexes. The existing names are cut into words here, BATCH rows at a time.
 */
const TABLES = [
  { table: 'company_name_words', owner: 'company_id', references: 'companies', from: ['search_name'] },
  {
    table: 'profile_words',
    owner: 'profile_id',
    references: 'profiles',
    from: ['company_search_name', 'search_name'],
  },
] as const

const BATCH = 1000

async function fill(db: QueryClientContract, spec: (typeof TABLES)[number]) {
  let lastId = 0
  for (;;) {
    const rows: Record<string, string | number | null>[] = await db
      .from(spec.references)
      .where('id', '>', lastId)
      .orderBy('id')
      .limit(BATCH)
      .select('id', ...spec.from)
    if (rows.length === 0) return
    const words = rows.flatMap((row) => {
      const texts = spec.from.map((column) => String(row[column] ?? ''))
      return [...new Set(texts.flatMap(wordsOf))].map((word) => ({ word, [spec.owner]: row.id }))
    })
    if (words.length > 0) await db.table(spec.table).multiInsert(words)
    lastId = Number(rows[rows.length - 1].id)
  }
}

/** A words table's columns and indexes: the word (binary: folded in code), its owner, both ways round. */
function wordColumns(table: Knex.CreateTableBuilder, spec: (typeof TABLES)[number]) {
  table.string('word', MAX_WORD_LENGTH).notNullable().collate('utf8mb4_bin')
  table
    .integer(spec.owner)
    .unsigned()
    .notNullable()
    .references('id')
    .inTable(spec.references)
    .onDelete('CASCADE')
  table.primary(['word', spec.owner])
  table.index([spec.owner, 'word'], `${spec.table}_owner_word_index`)
}

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('company_name_words', (table) => wordColumns(table, TABLES[0]))
    this.schema.createTable('profile_words', (table) => wordColumns(table, TABLES[1]))
    this.defer(async (db) => {
      for (const spec of TABLES) await fill(db, spec)
    })
  }

  async down() {
    for (const spec of TABLES) this.schema.dropTable(spec.table)
  }
}
