import { BaseSchema } from '@adonisjs/lucid/schema'
import { DOCUMENT_CATEGORIES, READINESS_STATES } from '@posted-workers/domain'
import { mergeWorkersIntoDrivers } from '#services/drivers/merge_workers'

const SPECIFICATION_CATEGORIES = [
  'WORK_CONTRACT',
  'ATTESTATION_DETACHEMENT',
  'SALARY',
  'SALARY_PROOF',
  'A1',
  'REGISTER_WORKING_TIME',
  'OTHER',
]

const IDENTITY_COLUMNS = [
  'civility',
  'first_name',
  'last_name',
  'date_of_birth',
  'city_of_birth',
  'country_code_of_birth',
  'country_code_of_nationality',
] as const

/**
 * Drivers as people (ARCHITECTURE.md, "Drivers, postings and compliance"): a company's roster of drivers, each
 * posted on contracts by a row of `workers` (a posting, the specification's worker: its id does not change). The
 * person's fields move from `workers` to `drivers`; documents belong to the driver (worker_id null) or to a posting,
 * with a number, an issuing country and a validity; each posting keeps its readiness (services/drivers/readiness.ts),
 * computed again once `readiness_valid_through` has passed. Today's rows are merged into drivers by
 * services/drivers/merge_workers.ts, which reports in the audit log what it merged.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('drivers', (table) => {
      table.increments('id')
      table
        .integer('company_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('companies')
        .onDelete('RESTRICT')
      table.enum('civility', ['MR', 'MRS']).notNullable()
      table.string('first_name', 100).notNullable()
      table.string('last_name', 100).notNullable()
      table.date('date_of_birth').notNullable()
      table.string('city_of_birth', 100).notNullable()
      table.string('country_code_of_birth', 2).notNullable()
      table.string('country_code_of_nationality', 2).notNullable()
      // Folded copies (identity.ts): what the searches compare, and what makes a driver unique in his company.
      table.string('search_name', 500).notNullable()
      table.string('identity_key', 500).notNullable()
      table.dateTime('created_at').notNullable()
      table.dateTime('updated_at').notNullable()
      // Also the roster's order: last name, then first name, folded.
      table.unique(['company_id', 'identity_key'])
    })

    this.schema.alterTable('workers', (table) => {
      table.integer('driver_id').unsigned().nullable()
      table.enum('readiness', READINESS_STATES).notNullable().defaultTo('not_ready')
      table.json('readiness_missing').nullable()
      table.json('readiness_expiring').nullable()
      table.date('not_ready_since').nullable()
      // The last day the stored readiness holds; a day long past marks it to be computed again.
      table.date('readiness_valid_through').notNullable().defaultTo('1000-01-01')
    })

    // A document of the person has no posting. Names are unique per driver and scope from now on (below): the
    // merge may move a posting's documents onto another posting of the same person, whose names it tells apart.
    // The foreign key stops cascading (a stored generated column reads worker_id, which a cascading key may not
    // change under it) and the removals delete documents themselves.
    this.schema.alterTable('worker_documents', (table) => {
      table.index(['worker_id'])
      table.dropUnique(['worker_id', 'file_name'])
      table.dropForeign(['worker_id'])
    })
    this.schema.raw('ALTER TABLE worker_documents MODIFY worker_id INT UNSIGNED NULL')
    this.schema.alterTable('worker_documents', (table) => {
      table.integer('driver_id').unsigned().nullable()
      table.enum('category', DOCUMENT_CATEGORIES).notNullable().alter()
      table.string('document_number', 50).nullable()
      table.string('issuing_country', 2).nullable()
      table.date('valid_from').nullable()
      table.date('valid_until').nullable()
    })

    this.defer(async (db) => {
      await mergeWorkersIntoDrivers(db)
    })

    this.schema.alterTable('workers', (table) => {
      table.integer('driver_id').unsigned().notNullable().alter()
      table.foreign('driver_id').references('id').inTable('drivers').onDelete('RESTRICT')
      // One posting of a person per contract; it also serves the contract's foreign key and its list.
      table.unique(['worker_contract_id', 'driver_id'])
      table.index(['readiness_valid_through'])
      table.index(['readiness', 'worker_contract_id'])
    })
    this.schema.alterTable('workers', (table) => {
      table.dropIndex(['worker_contract_id', 'last_name', 'first_name'])
      table.dropColumn('search_name')
      for (const column of IDENTITY_COLUMNS) table.dropColumn(column)
    })

    this.schema.raw(
      'ALTER TABLE worker_documents ADD scope_key INT UNSIGNED AS (IFNULL(worker_id, 0)) STORED'
    )
    this.schema.alterTable('worker_documents', (table) => {
      table.integer('driver_id').unsigned().notNullable().alter()
      table.foreign('driver_id').references('id').inTable('drivers').onDelete('RESTRICT')
      table.foreign('worker_id').references('id').inTable('workers').onDelete('RESTRICT')
      // A name once per driver's own documents, and once per posting (code checks a posting's whole list).
      table.unique(['driver_id', 'scope_key', 'file_name'])
      table.index(['valid_until'])
    })
  }

  /**
   * Back to a person per posting: each posting takes its driver's fields, and a document of the person goes to the
   * driver's first posting (the copies the old model made are not made again).
   */
  async down() {
    this.schema.alterTable('workers', (table) => {
      table.enum('civility', ['MR', 'MRS']).nullable()
      table.string('first_name', 100).nullable()
      table.string('last_name', 100).nullable()
      table.date('date_of_birth').nullable()
      table.string('city_of_birth', 100).nullable()
      table.string('country_code_of_birth', 2).nullable()
      table.string('country_code_of_nationality', 2).nullable()
      table.string('search_name', 250).notNullable().defaultTo('')
    })
    this.defer(async (db) => {
      await db.rawQuery(
        `UPDATE workers JOIN drivers ON drivers.id = workers.driver_id SET ${[
          ...IDENTITY_COLUMNS,
          'search_name',
        ]
          .map((column) => `workers.${column} = drivers.${column}`)
          .join(', ')}`
      )
      await db.rawQuery(
        `UPDATE worker_documents SET worker_id =
           (SELECT MIN(workers.id) FROM workers WHERE workers.driver_id = worker_documents.driver_id)
         WHERE worker_id IS NULL`
      )
      await db.from('worker_documents').whereNull('worker_id').delete()
      await db
        .from('worker_documents')
        .whereNotIn('category', SPECIFICATION_CATEGORIES)
        .update({ category: 'OTHER' })
    })
    this.schema.alterTable('worker_documents', (table) => {
      table.dropForeign(['driver_id'])
      table.dropForeign(['worker_id'])
      table.dropUnique(['driver_id', 'scope_key', 'file_name'])
      table.dropIndex(['valid_until'])
    })
    this.schema.raw(
      'ALTER TABLE worker_documents DROP COLUMN scope_key, MODIFY worker_id INT UNSIGNED NOT NULL'
    )
    this.schema.alterTable('worker_documents', (table) => {
      table.unique(['worker_id', 'file_name'])
      table.dropIndex(['worker_id'])
      table.foreign('worker_id').references('id').inTable('workers').onDelete('CASCADE')
      table.dropColumn('driver_id')
      table.dropColumn('document_number')
      table.dropColumn('issuing_country')
      table.dropColumn('valid_from')
      table.dropColumn('valid_until')
      table.enum('category', SPECIFICATION_CATEGORIES).notNullable().alter()
    })
    this.schema.alterTable('workers', (table) => {
      table.enum('civility', ['MR', 'MRS']).notNullable().alter()
      table.string('first_name', 100).notNullable().alter()
      table.string('last_name', 100).notNullable().alter()
      table.date('date_of_birth').notNullable().alter()
      table.string('city_of_birth', 100).notNullable().alter()
      table.string('country_code_of_birth', 2).notNullable().alter()
      table.string('country_code_of_nationality', 2).notNullable().alter()
      table.index(['worker_contract_id', 'last_name', 'first_name'])
      table.dropForeign(['driver_id'])
      table.dropUnique(['worker_contract_id', 'driver_id'])
      table.dropIndex(['readiness_valid_through'])
      table.dropIndex(['readiness', 'worker_contract_id'])
      table.dropColumn('driver_id')
      table.dropColumn('readiness')
      table.dropColumn('readiness_missing')
      table.dropColumn('readiness_expiring')
      table.dropColumn('not_ready_since')
      table.dropColumn('readiness_valid_through')
    })
    this.schema.dropTable('drivers')
  }
}
