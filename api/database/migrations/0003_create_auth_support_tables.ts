import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('password_reset_tokens', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      // Only a SHA-256 digest is stored: a leaked table cannot be used to reset a password.
      table.string('token_hash', 64).notNullable().unique()
      table.dateTime('expires_at').notNullable()
      table.dateTime('used_at').nullable()
      table.dateTime('created_at').notNullable()
      table.index(['user_id', 'created_at'])
    })

    this.schema.createTable('sessions', (table) => {
      table.string('id', 255).primary()
      table.text('data').notNullable()
      table.string('user_id', 255).nullable().index()
      table.dateTime('expires_at').notNullable().index()
    })

    this.schema.createTable('rate_limits', (table) => {
      table.string('key', 255).notNullable().primary()
      table.integer('points', 9).notNullable().defaultTo(0)
      table.bigint('expire').unsigned()
    })

    this.schema.createTable('audit_logs', (table) => {
      table.bigIncrements('id')
      table.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.string('action', 80).notNullable()
      table.string('subject_type', 60).notNullable()
      table.integer('subject_id').unsigned().nullable()
      table.json('payload').nullable()
      table.string('ip', 45).nullable()
      table.dateTime('created_at').notNullable().index()
      table.index(['subject_type', 'subject_id'])
      table.index(['user_id'])
    })
  }

  async down() {
    this.schema.dropTable('audit_logs')
    this.schema.dropTable('rate_limits')
    this.schema.dropTable('sessions')
    this.schema.dropTable('password_reset_tokens')
  }
}
