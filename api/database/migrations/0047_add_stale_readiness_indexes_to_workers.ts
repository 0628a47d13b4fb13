import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Before a contract's drivers or a company's roster are listed, the postings whose readiness has passed its
 * `readiness_valid_through` are judged again (posting_readiness.ts, refreshStale). Found through the contract's or
 * the company's index alone, every posting of a 1,500-driver contract was read to find none stale, on every call
 * (1.5 ms of the call's time at 300,000 contracts, before the list's own statements could start; 0.5 ms with this
 * index). With the date after the contract or the company, the stale ones are a range of the index: a running
 * contract's none when none is stale; a company's, the postings of its ended contracts (never judged again, they stay
 * past their date) and no other. The company's index replaces the one on `company_id` alone, of which it is the
 * extension (the foreign key uses it).
 */
export default class extends BaseSchema {
  protected tableName = 'workers'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.index(['worker_contract_id', 'readiness_valid_through'], 'workers_contract_valid_through_index')
      table.index(['company_id', 'readiness_valid_through'], 'workers_company_valid_through_index')
    })
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex(['company_id'])
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.index(['company_id'])
    })
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex([], 'workers_contract_valid_through_index')
      table.dropIndex([], 'workers_company_valid_through_index')
    })
  }
}
