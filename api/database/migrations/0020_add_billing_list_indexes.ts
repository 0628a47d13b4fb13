import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The back-office invoices and credit notes lists sort on their amount excluding tax, and the home counts (and the
 * companies list filters) the companies by VAT status: each gets an index, so that a page reads only its rows.
 * Number and issue date already have theirs.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('invoices', (table) => {
      table.index(['amount_without_tax_cents'], 'invoices_amount_without_tax_index')
    })
    this.schema.alterTable('credit_notes', (table) => {
      table.index(['amount_cents'], 'credit_notes_amount_index')
    })
    this.schema.alterTable('companies', (table) => {
      table.index(['vat_status'], 'companies_vat_status_index')
    })
  }

  async down() {
    this.schema.alterTable('companies', (table) => {
      table.dropIndex([], 'companies_vat_status_index')
    })
    this.schema.alterTable('credit_notes', (table) => {
      table.dropIndex([], 'credit_notes_amount_index')
    })
    this.schema.alterTable('invoices', (table) => {
      table.dropIndex([], 'invoices_amount_without_tax_index')
    })
  }
}
