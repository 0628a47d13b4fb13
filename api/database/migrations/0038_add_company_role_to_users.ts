import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Company users and roles (issue 29 item 1). Every customer gets a company role; the users who existed before are
 * their company's owners (the default, which a registration keeps: who registers a company owns it). The column means
 * nothing for back-office users (policies look at their back-office role first). Invitations are single-use links valid 7 days:
 * the random token is stored hashed, with its expiry and the moment it was used.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('users', (table) => {
      table.string('company_role', 20).notNullable().defaultTo('owner')
    })
    this.schema.createTable('company_invitations', (table) => {
      table.increments('id')
      table
        .integer('company_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('companies')
        .onDelete('CASCADE')
      table
        .integer('invited_by_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.string('email', 254).notNullable()
      table.string('company_role', 20).notNullable()
      table.string('locale', 2).notNullable()
      table.string('token_hash', 64).notNullable().unique()
      table.dateTime('expires_at').notNullable()
      table.dateTime('used_at').nullable()
      table.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.dateTime('created_at').notNullable()
      table.index(['company_id', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable('company_invitations')
    this.schema.alterTable('users', (table) => {
      table.dropColumn('company_role')
    })
  }
}
