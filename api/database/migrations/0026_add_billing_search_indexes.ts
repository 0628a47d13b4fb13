import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The invoices and credit notes lists' search (billing_lists.ts) reads indexes instead of every invoice: the
 * customer's VAT number as issued (found from its beginning) and the customer's name as issued (its words, from a
 * FULLTEXT index created without stopwords, as in migration 0025). Numbers already have their unique indexes.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('invoices', (table) => {
      table.index(['customer_vat_number'], 'invoices_customer_vat_number_index')
    })
    this.defer(async (db) => {
      await db.rawQuery('SET SESSION innodb_ft_enable_stopword = OFF')
      try {
        await db.rawQuery('CREATE FULLTEXT INDEX invoices_customer_name_fulltext ON invoices (customer_name)')
      } finally {
        await db.rawQuery('SET SESSION innodb_ft_enable_stopword = DEFAULT')
      }
    })
  }

  async down() {
    this.defer(async (db) => {
      await db.rawQuery('DROP INDEX invoices_customer_name_fulltext ON invoices')
    })
    this.schema.alterTable('invoices', (table) => {
      table.dropIndex([], 'invoices_customer_vat_number_index')
    })
  }
}
