import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('document_sequences', (table) => {
      table.increments('id')
      table.enum('type', ['invoice', 'credit_note']).notNullable()
      table.smallint('year').unsigned().notNullable()
      table.integer('last_number').unsigned().notNullable().defaultTo(0)
      // Numbers are allocated under a row lock on (type, year): gapless and chronological.
      table.unique(['type', 'year'])
    })

    this.schema.createTable('invoices', (table) => {
      table.increments('id')
      table.string('number', 20).notNullable().unique()
      table.smallint('sequence_year').unsigned().notNullable()
      table.integer('sequence_number').unsigned().notNullable()
      table.integer('company_id').unsigned().notNullable().references('id').inTable('companies').onDelete('RESTRICT')
      table
        .integer('worker_contract_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('worker_contracts')
        .onDelete('RESTRICT')
      table
        .integer('worker_request_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('worker_requests')
        .onDelete('RESTRICT')
      table.date('issue_date').notNullable().index()
      // Snapshot of the parties at issue time: an issued invoice never changes.
      table.string('customer_name', 200).notNullable()
      table.string('customer_vat_number', 20).notNullable()
      table.text('customer_address').notNullable()
      table.string('seller_vat_number', 20).notNullable()
      table.integer('amount_without_tax_cents').unsigned().notNullable()
      table.integer('amount_taxes_cents').unsigned().notNullable().defaultTo(0)
      table.integer('amount_with_taxes_cents').unsigned().notNullable()
      table.string('currency', 3).notNullable().defaultTo('EUR')
      table.text('description').nullable()
      table.enum('locale', ['fr', 'pl', 'en']).notNullable().defaultTo('fr')
      table.string('pdf_key', 255).nullable()
      table.integer('created_by_user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.dateTime('created_at').notNullable()
      table.dateTime('updated_at').notNullable()
      table.unique(['sequence_year', 'sequence_number'])
      table.index(['company_id', 'issue_date'])
      table.index(['worker_contract_id'])
    })

    this.schema.createTable('invoice_items', (table) => {
      table.increments('id')
      table.integer('invoice_id').unsigned().notNullable().references('id').inTable('invoices').onDelete('CASCADE')
      table.string('description', 500).notNullable()
      table.string('representative_country_code', 2).nullable()
      table.date('period_start').nullable()
      table.date('period_end').nullable()
      table.integer('quantity').unsigned().notNullable().defaultTo(1)
      table.integer('unit_amount_cents').unsigned().notNullable()
      table.integer('amount_cents').unsigned().notNullable()
      table.index(['invoice_id'])
    })

    this.schema.createTable('credit_notes', (table) => {
      table.increments('id')
      table.string('number', 20).notNullable().unique()
      table.smallint('sequence_year').unsigned().notNullable()
      table.integer('sequence_number').unsigned().notNullable()
      table.integer('invoice_id').unsigned().notNullable().references('id').inTable('invoices').onDelete('RESTRICT')
      table.integer('company_id').unsigned().notNullable().references('id').inTable('companies').onDelete('RESTRICT')
      table.date('issue_date').notNullable().index()
      table.integer('amount_cents').unsigned().notNullable()
      table.string('currency', 3).notNullable().defaultTo('EUR')
      table.text('reason').nullable()
      table.enum('locale', ['fr', 'pl', 'en']).notNullable().defaultTo('fr')
      table.string('pdf_key', 255).nullable()
      table.integer('created_by_user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.dateTime('created_at').notNullable()
      table.dateTime('updated_at').notNullable()
      table.unique(['sequence_year', 'sequence_number'])
      table.index(['invoice_id'])
      table.index(['company_id'])
    })

    this.schema.createTable('payments', (table) => {
      table.increments('id')
      table
        .integer('worker_request_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('worker_requests')
        .onDelete('RESTRICT')
      table.string('provider', 40).notNullable()
      table.enum('status', ['pending', 'succeeded', 'failed']).notNullable()
      table.integer('amount_cents').unsigned().notNullable()
      table.string('currency', 3).notNullable().defaultTo('EUR')
      // The provider's own transaction id: unique, so a replayed notification cannot be applied twice.
      table.string('provider_transaction_id', 100).nullable().unique()
      table.json('notification').nullable()
      table.dateTime('notified_at').nullable()
      table.dateTime('created_at').notNullable()
      table.dateTime('updated_at').notNullable()
      table.index(['worker_request_id', 'status'])
    })
  }

  async down() {
    this.schema.dropTable('payments')
    this.schema.dropTable('credit_notes')
    this.schema.dropTable('invoice_items')
    this.schema.dropTable('invoices')
    this.schema.dropTable('document_sequences')
  }
}
