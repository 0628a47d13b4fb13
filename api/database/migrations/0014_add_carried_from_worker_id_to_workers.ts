import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A driver copied into a renewal remembers the driver it was copied from, so that a change made on the running
 * contract before the renewal starts reaches the copy (services/workers/renewal_carry.ts).
 */
export default class extends BaseSchema {
  protected tableName = 'workers'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table
        .integer('carried_from_worker_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('workers')
        .onDelete('SET NULL')
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropForeign(['carried_from_worker_id'])
      table.dropColumn('carried_from_worker_id')
    })
  }
}
