import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A page of the back-office contracts list sorted by country walks each country's contracts in the order of their
 * ids (contract_list.ts, countryWalk): InnoDB keeps this index's entries by country, then by the row's id, which the
 * (country, end date, company) index does not (issue 31).
 */
export default class extends BaseSchema {
  protected tableName = 'worker_contracts'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.index(['representative_country_id'], 'worker_contracts_country_index')
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex([], 'worker_contracts_country_index')
    })
  }
}
