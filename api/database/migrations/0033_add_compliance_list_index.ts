import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The back-office's compliance list (services/compliance/compliance_list.ts): for each running or scheduled
 * contract, its postings not ready and their gap's first day, read from this index alone. Without it, every live
 * posting's row was read to learn its readiness (100,000 live postings: the count in 90 ms instead of 30).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('workers', (table) => {
      table.index(
        ['worker_contract_id', 'readiness', 'not_ready_since'],
        'workers_contract_readiness_since_index'
      )
    })
  }

  async down() {
    this.schema.alterTable('workers', (table) => {
      table.dropIndex(
        ['worker_contract_id', 'readiness', 'not_ready_since'],
        'workers_contract_readiness_since_index'
      )
    })
  }
}
