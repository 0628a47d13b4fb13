import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Measured at 100,000 contracts (scripts/bench): the reports' filters read these without touching the table.
 * - "has an active contract" and "active between" read the contracts running on a day from one range of
 *   (end date, start date) that carries the company and the country too (the renewal check reads both);
 * - a promo code with a country (the accountants' usual report) is one lookup instead of a scan of the
 *   introducer's every contract.
 */
export default class extends BaseSchema {
  protected tableName = 'worker_contracts'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.index(
        ['end_date', 'start_date', 'company_id', 'representative_country_id'],
        'worker_contracts_end_start_company_index'
      )
      table.index(
        ['business_introducer_id', 'representative_country_id', 'end_date'],
        'worker_contracts_introducer_country_end_index'
      )
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex([], 'worker_contracts_end_start_company_index')
      table.dropIndex([], 'worker_contracts_introducer_country_end_index')
    })
  }
}
