import { BaseSchema } from '@adonisjs/lucid/schema'
import {
  AUTHORITY_REMINDER_STAGES,
  AUTHORITY_REQUEST_KINDS,
  AUTHORITY_REQUEST_STATUSES,
} from '@posted-workers/domain'

/**
 * Inspectors' requests (ARCHITECTURE.md, "Declarations and inspectors' requests"): the request an authority sent,
 * logged by the staff (due 8 weeks after it was received unless they say otherwise), the drivers it concerns (of
 * the company's roster), the kinds of documents it asks for, the files put into it, and the reminders sent for it
 * (one row per stage, whose unique key lets one run only send it).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('authority_requests', (table) => {
      table.increments('id')
      table
        .integer('company_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('companies')
        .onDelete('RESTRICT')
      table.string('country_code', 2).notNullable()
      table.string('authority', 200).notNullable()
      table.string('reference', 100).notNullable()
      table.date('received_on').notNullable()
      table.date('due_on').notNullable()
      table.date('period_start').nullable()
      table.date('period_end').nullable()
      table.enum('status', AUTHORITY_REQUEST_STATUSES).notNullable().defaultTo('open')
      table.text('notes').nullable()
      table.dateTime('created_at').notNullable()
      table.dateTime('updated_at').notNullable()
      // The company's requests by status; the overdue ones across companies (the home's count, the reminders).
      table.index(['company_id', 'status'])
      table.index(['status', 'due_on'])
    })
    this.schema.createTable('authority_request_drivers', (table) => {
      table
        .integer('authority_request_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('authority_requests')
        .onDelete('CASCADE')
      table
        .integer('driver_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('drivers')
        .onDelete('RESTRICT')
      table.primary(['authority_request_id', 'driver_id'])
      table.index(['driver_id'])
    })
    this.schema.createTable('authority_request_kinds', (table) => {
      table
        .integer('authority_request_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('authority_requests')
        .onDelete('CASCADE')
      table.enum('kind', AUTHORITY_REQUEST_KINDS).notNullable()
      table.primary(['authority_request_id', 'kind'])
    })
    this.schema.createTable('authority_request_files', (table) => {
      table.increments('id')
      table
        .integer('authority_request_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('authority_requests')
        .onDelete('CASCADE')
      table.enum('kind', AUTHORITY_REQUEST_KINDS).notNullable()
      table
        .integer('driver_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('drivers')
        .onDelete('RESTRICT')
      table.string('file_key', 255).notNullable()
      table.string('file_name', 255).notNullable()
      table.string('mime', 100).notNullable()
      table.integer('size_bytes').unsigned().notNullable()
      table
        .integer('uploaded_by_user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.dateTime('created_at').notNullable()
      table.index(['authority_request_id', 'kind'])
    })
    this.schema.createTable('authority_request_reminders', (table) => {
      table.increments('id')
      table
        .integer('authority_request_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('authority_requests')
        .onDelete('CASCADE')
      table
        .integer('company_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('companies')
        .onDelete('CASCADE')
      table.enum('stage', AUTHORITY_REMINDER_STAGES.map(String)).notNullable()
      table.date('sent_on').notNullable()
      table.unique(['authority_request_id', 'stage'])
      table.index(['company_id', 'sent_on'])
    })
  }

  async down() {
    this.schema.dropTable('authority_request_reminders')
    this.schema.dropTable('authority_request_files')
    this.schema.dropTable('authority_request_kinds')
    this.schema.dropTable('authority_request_drivers')
    this.schema.dropTable('authority_requests')
  }
}
