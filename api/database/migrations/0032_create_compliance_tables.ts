import { BaseSchema } from '@adonisjs/lucid/schema'
import { DOCUMENT_REMINDER_STAGES } from '@posted-workers/domain'

/**
 * Compliance: what a driver posted in a country must hold (null: the road-transport default, DEFAULT_REQUIRED_CATEGORIES,
 * edited in the back-office's settings), and the document reminders sent, one row per document and stage: its
 * unique key lets one run only claim it, whichever process runs the day's job.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('representative_countries', (table) => {
      table.json('required_document_categories').nullable()
    })
    this.schema.createTable('document_reminders', (table) => {
      table.increments('id')
      table
        .integer('worker_document_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('worker_documents')
        .onDelete('CASCADE')
      table.enum('stage', DOCUMENT_REMINDER_STAGES).notNullable()
      table
        .integer('company_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('companies')
        .onDelete('CASCADE')
      table.date('sent_on').notNullable()
      table.dateTime('created_at').notNullable()
      table.unique(['worker_document_id', 'stage'])
      table.index(['company_id', 'sent_on'])
    })
  }

  async down() {
    this.schema.dropTable('document_reminders')
    this.schema.alterTable('representative_countries', (table) => {
      table.dropColumn('required_document_categories')
    })
  }
}
