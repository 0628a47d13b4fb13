import { BaseSchema } from '@adonisjs/lucid/schema'
import { linkEveryContract } from '#services/contracts/renewal_link'

/**
 * A contract keeps the contract that renews it (services/contracts/renewal_link.ts): the first contract of the same
 * company and country that starts after it ends. The back-office contracts list, its export and its "not renewed
 * excluded" and "expiring" filters read this column instead of probing for a later contract per row, which grew
 * with the table (issue 31: 270 ms at 100,000 contracts, 925 ms at 300,000). The model stores the links of a
 * company's contracts in a country whenever one of them is saved.
 */
export default class extends BaseSchema {
  protected tableName = 'worker_contracts'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table
        .integer('renewed_by_contract_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('worker_contracts')
        .onDelete('SET NULL')
    })
    this.defer(async (db) => {
      await linkEveryContract(db)
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropForeign(['renewed_by_contract_id'])
      table.dropColumn('renewed_by_contract_id')
    })
  }
}
