import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * An invoice can be downloaded in fr, pl or en with the same number and amounts: what is worded in the invoice's
 * language is kept structured beside the words. The customer's country by its code (the address ends with its name
 * in the issued language), and a contract line by what was bought (services/billing/invoice_lines.ts) — a line
 * typed by an admin has none and keeps its words in every language. The PDF of each language is stored once, its
 * key recorded beside the issued language's `pdf_key`.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('invoices', (table) => {
      table.string('customer_country_code', 2).nullable()
      table.text('translated_pdf_keys').nullable()
    })
    this.schema.alterTable('credit_notes', (table) => {
      table.text('translated_pdf_keys').nullable()
    })
    this.schema.alterTable('invoice_items', (table) => {
      table.text('billed_line').nullable()
    })
    this.defer(async (db) => {
      await db.rawQuery(
        `UPDATE invoices SET customer_country_code =
           (SELECT companies.country_code FROM companies WHERE companies.id = invoices.company_id)`
      )
    })
  }

  async down() {
    this.schema.alterTable('invoice_items', (table) => {
      table.dropColumn('billed_line')
    })
    this.schema.alterTable('credit_notes', (table) => {
      table.dropColumn('translated_pdf_keys')
    })
    this.schema.alterTable('invoices', (table) => {
      table.dropColumn('customer_country_code')
      table.dropColumn('translated_pdf_keys')
    })
  }
}
