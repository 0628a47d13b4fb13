import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Roadside links (ARCHITECTURE.md, "Roadside"): a posting's read-only page for a controller, reached by a random
 * token. The token is kept hashed (SHA-256) to find the link, and encrypted with the app key so that its owner can show
 * the QR code again and a certificate can be drawn with it; a database alone gives neither. Each opening of the page
 * is kept (when, from where, which browser) and counted for the company; the addresses a link was sent to are kept
 * with it, so that the queue carries ids only.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('roadside_links', (table) => {
      table.increments('id')
      table
        .integer('worker_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('workers')
        .onDelete('CASCADE')
      table
        .integer('company_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('companies')
        .onDelete('CASCADE')
      table.string('token_hash', 64).notNullable().unique()
      table.text('token_encrypted').notNullable()
      // The posting's contract's last day: the link answers until then.
      table.date('expires_on').notNullable()
      table.dateTime('revoked_at').nullable()
      table
        .integer('created_by_user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.dateTime('created_at').notNullable()
      table.index(['worker_id', 'revoked_at'])
    })
    this.schema.createTable('roadside_openings', (table) => {
      table.bigIncrements('id')
      table
        .integer('roadside_link_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('roadside_links')
        .onDelete('CASCADE')
      table.dateTime('opened_at').notNullable()
      table.string('ip', 45).nullable()
      table.string('user_agent', 255).nullable()
      table.index(['roadside_link_id', 'opened_at'])
    })
    this.schema.createTable('roadside_link_sends', (table) => {
      table.increments('id')
      table
        .integer('roadside_link_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('roadside_links')
        .onDelete('CASCADE')
      table.string('email', 254).notNullable()
      table.string('locale', 2).notNullable()
      table
        .integer('sent_by_user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.dateTime('created_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable('roadside_link_sends')
    this.schema.dropTable('roadside_openings')
    this.schema.dropTable('roadside_links')
  }
}
