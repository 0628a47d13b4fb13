import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The back-office requests search by a company's name reads the requests of the listed statuses (pending, by
 * default) with their company from this index, and keeps those whose company the words find (request_list.ts):
 * one range of the index instead of a lookup of each matching company's requests (issue 31).
 */
export default class extends BaseSchema {
  protected tableName = 'worker_requests'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.index(['status', 'company_id'], 'worker_requests_status_company_index')
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex([], 'worker_requests_status_company_index')
    })
  }
}
