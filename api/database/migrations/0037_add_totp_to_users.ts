import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Two-factor sign-in (RFC 6238 TOTP, issue 29 item 3). The shared secret is kept encrypted with the app key, the one
 * being enrolled apart from the active one until a code confirms it. The last accepted time step refuses a code used
 * twice. Recovery codes are kept hashed, one row each, marked when used.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('users', (table) => {
      table.text('totp_secret').nullable()
      table.text('totp_pending_secret').nullable()
      table.dateTime('totp_enabled_at').nullable()
      table.bigInteger('totp_last_step').unsigned().nullable()
    })
    this.schema.createTable('totp_recovery_codes', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('code_hash', 255).notNullable()
      table.dateTime('used_at').nullable()
      table.dateTime('created_at').notNullable()
      table.index(['user_id', 'used_at'])
    })
  }

  async down() {
    this.schema.dropTable('totp_recovery_codes')
    this.schema.alterTable('users', (table) => {
      table.dropColumn('totp_secret')
      table.dropColumn('totp_pending_secret')
      table.dropColumn('totp_enabled_at')
      table.dropColumn('totp_last_step')
    })
  }
}
