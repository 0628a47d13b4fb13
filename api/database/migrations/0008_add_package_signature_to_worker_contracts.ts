import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The package a contract was bought with ('w|4', 'f|30'; null: unlimited or the introducer's per-worker price), so
 * that an upgrade can tell an unchanged row from a change. Contracts bought before get the signature of the request
 * line that created them (plain SQL that MySQL 8.4 and MariaDB 10.11 both accept).
 */
export default class extends BaseSchema {
  protected tableName = 'worker_contracts'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('package_signature', 20).nullable()
    })
    this.defer(async (db) => {
      await db.rawQuery(
        `UPDATE worker_contracts SET package_signature = (
           SELECT MAX(request_line.package_signature) FROM worker_request_lines request_line
           WHERE request_line.worker_contract_id = worker_contracts.id
         )
         WHERE package_signature IS NULL AND allowed_number_of_workers IS NOT NULL`
      )
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('package_signature')
    })
  }
}
