import { BaseSchema } from '@adonisjs/lucid/schema'
import { linkEveryLatestInvoice } from '#services/contracts/latest_invoice_link'

/**
 * A contract keeps its latest invoice (services/contracts/latest_invoice_link.ts): the back-office contracts list
 * and its export join it by its key instead of looking for each contract's highest invoice id (issue 31: the export
 * of 300,000 contracts, 7.3 s of the database's time before its first row, 3.9 s so). Invoices are never deleted;
 * the key is cleared if one ever is. The version before this one does not store it: after a rolling roll-out, run
 * `node ace contracts:store-links` for the invoices it wrote meanwhile (README, "Runbook").
 */
export default class extends BaseSchema {
  protected tableName = 'worker_contracts'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table
        .integer('latest_invoice_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('invoices')
        .onDelete('SET NULL')
    })
    this.defer(async (db) => {
      await linkEveryLatestInvoice(db)
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropForeign(['latest_invoice_id'])
      table.dropColumn('latest_invoice_id')
    })
  }
}
