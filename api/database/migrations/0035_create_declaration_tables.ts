import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Posting declarations (Directive (EU) 2020/1057, Art. 1(11)(a)): what IMI asks of the operator (its Community licence
 * and a contact person in its state of establishment, its vehicles), of each driver (home address, driving licence,
 * driver card, employment contract's start and applicable law), and the register of declarations made per posting
 * (host country, dates, plates, kind of transport, IMI number, the IMI PDF as a POSTING_DECLARATION document). A
 * declaration's reminders are claimed once per stage, like documents'.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('companies', (table) => {
      table.string('community_licence_number', 40).nullable()
      table.string('transport_contact_name', 150).nullable()
      table.string('transport_contact_email', 254).nullable()
      table.string('transport_contact_phone', 32).nullable()
    })
    this.schema.createTable('vehicles', (table) => {
      table.increments('id')
      table
        .integer('company_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('companies')
        .onDelete('CASCADE')
      // Normalised: upper case letters and digits only (domain's normalisePlate).
      table.string('plate', 16).notNullable()
      table.string('country_code', 2).notNullable()
      table.dateTime('created_at').notNullable()
      table.dateTime('updated_at').notNullable()
      table.unique(['company_id', 'plate'])
    })
    this.schema.alterTable('drivers', (table) => {
      table.string('address_line_1', 150).nullable()
      table.string('address_line_2', 150).nullable()
      table.string('postal_code', 20).nullable()
      table.string('city', 100).nullable()
      table.string('address_country_code', 2).nullable()
      table.string('licence_number', 40).nullable()
      table.string('licence_country_code', 2).nullable()
      table.string('driver_card_number', 40).nullable()
      table.date('employment_start_date').nullable()
      table.string('employment_law_country_code', 2).nullable()
    })
    this.schema.createTable('posting_declarations', (table) => {
      table.increments('id')
      table
        .integer('worker_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('workers')
        .onDelete('CASCADE')
      table
        .integer('company_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('companies')
        .onDelete('CASCADE')
      table.string('country_code', 2).notNullable()
      table.date('start_date').notNullable()
      table.date('end_date').notNullable()
      table.json('plates').notNullable()
      table.enum('transport_type', ['goods', 'passengers']).notNullable()
      table.json('operations').notNullable()
      table.string('imi_number', 40).nullable()
      table
        .integer('worker_document_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('worker_documents')
        .onDelete('SET NULL')
      table.enum('status', ['draft', 'submitted', 'withdrawn']).notNullable()
      table.dateTime('created_at').notNullable()
      table.dateTime('updated_at').notNullable()
      table.index(['company_id', 'country_code', 'end_date'])
      table.index(['worker_id', 'status'])
      table.index(['status', 'end_date'])
    })
    this.schema.createTable('declaration_reminders', (table) => {
      table.increments('id')
      table
        .integer('posting_declaration_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('posting_declarations')
        .onDelete('CASCADE')
      table.enum('stage', ['first', 'second']).notNullable()
      table
        .integer('company_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('companies')
        .onDelete('CASCADE')
      table.date('sent_on').notNullable()
      table.dateTime('created_at').notNullable()
      table.unique(['posting_declaration_id', 'stage'])
      table.index(['company_id', 'sent_on'])
    })
  }

  async down() {
    this.schema.dropTable('declaration_reminders')
    this.schema.dropTable('posting_declarations')
    this.schema.alterTable('drivers', (table) => {
      for (const column of [
        'address_line_1',
        'address_line_2',
        'postal_code',
        'city',
        'address_country_code',
        'licence_number',
        'licence_country_code',
        'driver_card_number',
        'employment_start_date',
        'employment_law_country_code',
      ]) {
        table.dropColumn(column)
      }
    })
    this.schema.dropTable('vehicles')
    this.schema.alterTable('companies', (table) => {
      table.dropColumn('community_licence_number')
      table.dropColumn('transport_contact_name')
      table.dropColumn('transport_contact_email')
      table.dropColumn('transport_contact_phone')
    })
  }
}
