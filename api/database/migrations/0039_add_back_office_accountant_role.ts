import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Back-office roles (issue 29 item 2): beside the admin, an accountant who reads billing, companies and contracts
 * and downloads the exports. Back-office users are managed in the back-office (`backOfficeUsers`); a deactivated one
 * keeps their row (the audit log names them) with is_active false.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('users', (table) => {
      table
        .enum('role', ['customer', 'eurofiscalis-workers-admin', 'eurofiscalis-workers-accountant'])
        .notNullable()
        .defaultTo('customer')
        .alter()
      // The back-office users' list reads a handful of rows among every customer.
      table.index(['role'], 'users_role_index')
    })
  }

  async down() {
    this.defer(async (db) => {
      // An accountant cannot stay one: kept (the audit log names them) as a customer of no company who cannot sign in.
      await db
        .from('users')
        .where('role', 'eurofiscalis-workers-accountant')
        .update({ role: 'customer', is_active: false })
    })
    this.schema.alterTable('users', (table) => {
      table.dropIndex(['role'], 'users_role_index')
      table
        .enum('role', ['customer', 'eurofiscalis-workers-admin'])
        .notNullable()
        .defaultTo('customer')
        .alter()
    })
  }
}
