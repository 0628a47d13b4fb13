import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * VAT by who sells to whom (ARCHITECTURE.md, "VAT"): the standard rates of the seller's country as reference data,
 * and on each request and invoice the treatment it was sold under. Requests keep `amount_cents` as what the
 * customer pays (including tax). Existing requests and invoices were all sold under reverse charge, at 0 %.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('vat_rates', (table) => {
      table.increments('id')
      table.string('country_code', 2).notNullable()
      table.integer('rate_basis_points').unsigned().notNullable()
      table.date('valid_from').notNullable()
      table.unique(['country_code', 'valid_from'])
    })

    this.schema.alterTable('worker_requests', (table) => {
      table.integer('amount_without_tax_cents').unsigned().notNullable().defaultTo(0)
      table.integer('vat_cents').unsigned().notNullable().defaultTo(0)
      table.integer('vat_rate_basis_points').unsigned().notNullable().defaultTo(0)
      table.boolean('reverse_charge').notNullable().defaultTo(true)
    })

    this.schema.alterTable('invoices', (table) => {
      table.integer('vat_rate_basis_points').unsigned().notNullable().defaultTo(0)
      table.boolean('reverse_charge').notNullable().defaultTo(true)
    })

    this.defer(async (db) => {
      await db.from('worker_requests').update({ amount_without_tax_cents: db.raw('amount_cents') })
    })
  }

  async down() {
    this.schema.alterTable('invoices', (table) => {
      table.dropColumn('vat_rate_basis_points')
      table.dropColumn('reverse_charge')
    })
    this.schema.alterTable('worker_requests', (table) => {
      table.dropColumn('amount_without_tax_cents')
      table.dropColumn('vat_cents')
      table.dropColumn('vat_rate_basis_points')
      table.dropColumn('reverse_charge')
    })
    this.schema.dropTable('vat_rates')
  }
}
