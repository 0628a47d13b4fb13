import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The back-office home's charts read indexes only (services/back_office/home_charts.ts): the invoices of twelve
 * months summed by month from the issue date's index holding both amounts, and the validated order lines' changes
 * counted by month from an index holding each line's day, contract and source contract. The contracts' charts use
 * the indexes of migration 0016 (end and start dates, country) and of end_date.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('invoices', (table) => {
      table.index(
        ['issue_date', 'amount_without_tax_cents', 'amount_taxes_cents'],
        'invoices_issue_date_amounts_index'
      )
    })
    this.schema.alterTable('worker_request_lines', (table) => {
      table.index(
        ['start_date', 'worker_contract_id', 'source_worker_contract_id'],
        'worker_request_lines_start_contract_source_index'
      )
    })
  }

  async down() {
    this.schema.alterTable('worker_request_lines', (table) => {
      table.dropIndex([], 'worker_request_lines_start_contract_source_index')
    })
    this.schema.alterTable('invoices', (table) => {
      table.dropIndex([], 'invoices_issue_date_amounts_index')
    })
  }
}
