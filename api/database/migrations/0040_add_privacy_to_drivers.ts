import { BaseSchema } from '@adonisjs/lucid/schema'

/** The identity columns an erasure empties, with their types. */
const IDENTITY_COLUMNS = {
  civility: "ENUM('MR', 'MRS')",
  date_of_birth: 'DATE',
  city_of_birth: 'VARCHAR(100)',
  country_code_of_birth: 'VARCHAR(2)',
  country_code_of_nationality: 'VARCHAR(2)',
}

const modifyIdentity = (nullability: 'NULL' | 'NOT NULL') =>
  `ALTER TABLE drivers ${Object.entries(IDENTITY_COLUMNS)
    .map(([column, type]) => `MODIFY ${column} ${type} ${nullability}`)
    .join(', ')}`

/**
 * Privacy by design for drivers (ARCHITECTURE.md, "Privacy"; issue 30). A driver is erased (pseudonymised) once his
 * retention period has passed or on request: `erased_at` says when, and his identity columns may then be empty.
 * A removed posting leaves no row, so the driver keeps the day his last removed posting ended
 * (`last_posting_ended_on`): the drivers without a posting today had theirs removed on a day nobody wrote down, and
 * count from the day of this migration (never erased earlier than they should). An inspector's request keeps the
 * day it was closed (`closed_on`; those closed already: the day of their last change). Files whose rows an erasure
 * removed wait in `stored_file_deletions` until the storage has deleted them (the erasure job tries again).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('drivers', (table) => {
      table.dateTime('erased_at').nullable()
      table.date('last_posting_ended_on').nullable()
      table.index(['erased_at'])
    })
    this.schema.raw(modifyIdentity('NULL'))
    this.schema.alterTable('authority_requests', (table) => {
      table.date('closed_on').nullable()
    })
    this.schema.createTable('stored_file_deletions', (table) => {
      table.increments('id')
      table.string('file_key', 255).notNullable().unique()
      table.dateTime('created_at').notNullable()
    })
    this.defer(async (db) => {
      await db.rawQuery(
        `UPDATE drivers SET last_posting_ended_on = UTC_DATE()
         WHERE NOT EXISTS (SELECT 1 FROM workers WHERE workers.driver_id = drivers.id)`
      )
      await db.rawQuery(`UPDATE authority_requests SET closed_on = DATE(updated_at) WHERE status = 'closed'`)
    })
  }

  async down() {
    this.schema.dropTable('stored_file_deletions')
    this.schema.alterTable('authority_requests', (table) => {
      table.dropColumn('closed_on')
    })
    // An erased driver's identity is gone: down keeps his pseudonym and writes neutral values where it must.
    this.defer(async (db) => {
      await db.rawQuery(
        `UPDATE drivers SET civility = COALESCE(civility, 'MR'), date_of_birth = COALESCE(date_of_birth, '1900-01-01'),
           city_of_birth = COALESCE(city_of_birth, ''), country_code_of_birth = COALESCE(country_code_of_birth, ''),
           country_code_of_nationality = COALESCE(country_code_of_nationality, '')`
      )
    })
    this.schema.raw(modifyIdentity('NOT NULL'))
    this.schema.alterTable('drivers', (table) => {
      table.dropIndex(['erased_at'])
      table.dropColumn('erased_at')
      table.dropColumn('last_posting_ended_on')
    })
  }
}
