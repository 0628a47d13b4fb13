import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The back-office contracts list filters and sorts on every one of these columns; each gets an index so that a
 * page (and its count) never reads every contract. Company name, start and end dates, the introducer and the
 * company already have theirs. The country comes with the end date: "active between" and the renewal check read
 * both.
 */
export default class extends BaseSchema {
  protected tableName = 'worker_contracts'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.index(['representative_country_id', 'end_date'], 'worker_contracts_country_end_index')
      table.index(['allowed_number_of_workers'], 'worker_contracts_allowed_workers_index')
      table.index(['total_billing_without_tax_cents'], 'worker_contracts_billing_index')
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      // The new index took over from the one the foreign key had: the key needs one of its own again.
      table.index(['representative_country_id'], 'worker_contracts_country_index')
      table.dropIndex(['representative_country_id', 'end_date'], 'worker_contracts_country_end_index')
      table.dropIndex(['allowed_number_of_workers'], 'worker_contracts_allowed_workers_index')
      table.dropIndex(['total_billing_without_tax_cents'], 'worker_contracts_billing_index')
    })
  }
}
