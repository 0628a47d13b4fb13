import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('representative_companies', (table) => {
      table.increments('id')
      table.string('name', 200).notNullable()
      table.string('address_line_1', 200).nullable()
      table.string('address_line_2', 200).nullable()
      table.string('postal_code', 20).nullable()
      table.string('city', 100).nullable()
      table.string('country_code', 2).nullable()
      table.enum('phone_type', ['BUSINESS', 'HOME', 'MOBILE']).notNullable().defaultTo('BUSINESS')
      table.string('phone_number', 32).notNullable()
      table.string('email', 254).notNullable()
      table.string('siret', 20).nullable()
      table.string('siren', 20).nullable()
      table.string('vat_number', 20).nullable()
      table.string('fiscal_code', 40).nullable()
      table.string('personal_identification_number', 40).nullable()
      table.string('contact_name', 200).notNullable()
      table.date('contact_date_of_birth').notNullable()
      table.string('contact_city_of_birth', 100).notNullable()
      table.string('contact_country_of_birth', 2).notNullable()
      table.string('contact_nationality', 2).notNullable()
      table.dateTime('created_at').notNullable()
      table.dateTime('updated_at').notNullable()
    })

    this.schema.createTable('representative_countries', (table) => {
      table.increments('id')
      // ISO country code, or EU for the EU-wide Mobility Package representative service.
      table.string('code', 2).notNullable().unique()
      table.string('name', 100).notNullable().index()
      table.boolean('is_active').notNullable().defaultTo(true)
      table.boolean('is_mobility_package').notNullable().defaultTo(false)
      table.integer('unlimited_package_amount_cents').unsigned().notNullable().defaultTo(0)
      table.integer('worker_package_amount_cents').unsigned().notNullable().defaultTo(0)
      table
        .integer('representative_company_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('representative_companies')
        .onDelete('SET NULL')
      // Drive keys of the terms-of-sale PDFs.
      table.string('terms_of_sales_fr_key', 255).nullable()
      table.string('terms_of_sales_pl_key', 255).nullable()
      table.dateTime('created_at').notNullable()
      table.dateTime('updated_at').notNullable()
    })

    this.schema.createTable('business_introducers', (table) => {
      table.increments('id')
      table.string('code', 50).notNullable().unique()
      table.string('name', 200).notNullable().index()
      table.boolean('is_active').notNullable().defaultTo(true)
      table.boolean('is_number_of_workers_needed').notNullable().defaultTo(false)
      table.integer('unlimited_package_amount_cents').unsigned().notNullable().defaultTo(0)
      table.integer('worker_package_amount_cents').unsigned().nullable()
      table.integer('worker_package_max_number_of_worker').unsigned().nullable()
      table.dateTime('created_at').notNullable()
      table.dateTime('updated_at').notNullable()
    })

    this.schema.createTable('worker_packages', (table) => {
      table.increments('id')
      table
        .integer('representative_country_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('representative_countries')
        .onDelete('CASCADE')
      table
        .integer('business_introducer_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('business_introducers')
        .onDelete('CASCADE')
      table.integer('min_workers').unsigned().notNullable().defaultTo(1)
      // Null means no maximum (counted as 9999 in comparisons).
      table.integer('max_workers').unsigned().nullable()
      table.integer('per_worker_amount_cents').unsigned().nullable()
      table.integer('fixed_amount_cents').unsigned().nullable()
      table.smallint('position').unsigned().notNullable().defaultTo(0)
      table.index(['representative_country_id', 'position'])
      table.index(['business_introducer_id', 'position'])
    })

    this.schema.createTable('attachments', (table) => {
      table.increments('id')
      table.string('title', 200).notNullable().index()
      table.boolean('has_code').notNullable().defaultTo(false)
      table.boolean('is_active').notNullable().defaultTo(true)
      table.string('file_key', 255).notNullable()
      table.string('file_name', 255).notNullable()
      table.dateTime('created_at').notNullable()
      table.dateTime('updated_at').notNullable()
    })

    this.schema.createTable('attachment_countries', (table) => {
      table
        .integer('attachment_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('attachments')
        .onDelete('CASCADE')
      table.string('country_code', 2).notNullable()
      table.primary(['attachment_id', 'country_code'])
      table.index(['country_code'])
    })
  }

  async down() {
    this.schema.dropTable('attachment_countries')
    this.schema.dropTable('attachments')
    this.schema.dropTable('worker_packages')
    this.schema.dropTable('business_introducers')
    this.schema.dropTable('representative_countries')
    this.schema.dropTable('representative_companies')
  }
}
