import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('worker_requests', (table) => {
      table.increments('id')
      // Public identifier given to the customer (bank-transfer page, payment provider).
      table.string('request_id', 40).notNullable().unique()
      table
        .integer('company_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('companies')
        .onDelete('RESTRICT')
      table.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.enum('type', ['creation', 'renewal', 'upgrade']).notNullable()
      table.enum('status', ['pending_payment', 'payment_failed', 'validated', 'removed']).notNullable()
      table.enum('mop', ['CARD', 'TRANSFER']).notNullable()
      table
        .integer('business_introducer_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('business_introducers')
        .onDelete('RESTRICT')
      table.string('promo_code', 50).nullable()
      table.integer('amount_cents').unsigned().notNullable()
      table.string('currency', 3).notNullable().defaultTo('EUR')
      table.string('payment_reference', 40).notNullable().unique()
      table.dateTime('validated_at').nullable()
      table
        .integer('validated_by_user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.dateTime('removed_at').nullable()
      table.dateTime('created_at').notNullable().index()
      table.dateTime('updated_at').notNullable()
      table.index(['status', 'created_at'])
      table.index(['company_id', 'status'])
      table.index(['type'])
      table.index(['business_introducer_id'])
    })

    this.schema.createTable('worker_contracts', (table) => {
      table.increments('id')
      table
        .integer('company_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('companies')
        .onDelete('RESTRICT')
      table
        .integer('representative_country_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('representative_countries')
        .onDelete('RESTRICT')
      table
        .integer('worker_request_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('worker_requests')
        .onDelete('RESTRICT')
      table
        .integer('business_introducer_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('business_introducers')
        .onDelete('RESTRICT')
      table
        .integer('renewed_from_contract_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('worker_contracts')
        .onDelete('RESTRICT')
      // Null means unlimited workers.
      table.integer('allowed_number_of_workers').unsigned().nullable()
      table.integer('monthly_amount_cents').unsigned().notNullable()
      table.integer('total_amount_cents').unsigned().notNullable()
      table.integer('total_billing_without_tax_cents').unsigned().notNullable()
      table.string('currency', 3).notNullable().defaultTo('EUR')
      table.date('start_date').notNullable().index()
      table.date('end_date').notNullable().index()
      // Reminder days (30..0) the customer asked to be reminded of later.
      table.json('dismissed_reminders').nullable()
      table.dateTime('created_at').notNullable()
      table.dateTime('updated_at').notNullable()
      table.index(
        ['company_id', 'representative_country_id', 'end_date'],
        'worker_contracts_company_country_end_index'
      )
      table.index(['business_introducer_id'])
    })

    this.schema.createTable('worker_request_lines', (table) => {
      table.increments('id')
      table
        .integer('worker_request_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('worker_requests')
        .onDelete('CASCADE')
      table
        .integer('representative_country_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('representative_countries')
        .onDelete('RESTRICT')
      // Package signature as in the specification: 'w|<euros per worker>' or 'f|<fixed euros>'; null: unlimited.
      table.string('package_signature', 20).nullable()
      table.integer('number_of_workers').unsigned().nullable()
      table.integer('allowed_number_of_workers').unsigned().nullable()
      table.integer('monthly_amount_cents').unsigned().notNullable()
      table.integer('total_amount_cents').unsigned().notNullable()
      table.date('start_date').nullable()
      table.date('end_date').nullable()
      // The running contract a renewal or an upgrade refers to.
      table
        .integer('source_worker_contract_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('worker_contracts')
        .onDelete('RESTRICT')
      // The contract created or extended when the request was validated.
      table
        .integer('worker_contract_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('worker_contracts')
        .onDelete('RESTRICT')
      table.index(['representative_country_id'])
    })

    this.schema.createTable('contract_reminders', (table) => {
      table.increments('id')
      table
        .integer('worker_contract_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('worker_contracts')
        .onDelete('CASCADE')
      table.smallint('days_before').unsigned().notNullable()
      table.dateTime('sent_at').notNullable()
      // One row per reminder: the unique key makes a second sender fail instead of e-mailing twice.
      table.unique(['worker_contract_id', 'days_before'])
    })
  }

  async down() {
    this.schema.dropTable('contract_reminders')
    this.schema.dropTable('worker_request_lines')
    this.schema.dropTable('worker_contracts')
    this.schema.dropTable('worker_requests')
  }
}
