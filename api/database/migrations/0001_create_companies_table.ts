import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('companies', (table) => {
      table.increments('id')
      table.string('name', 200).notNullable().index()
      table.string('vat_number', 20).notNullable().unique()
      table.string('address_line_1', 200).notNullable()
      table.string('address_line_2', 200).nullable()
      table.string('postal_code', 20).notNullable()
      table.string('city', 100).notNullable()
      table.string('country_code', 2).notNullable()
      table.enum('size', ['10', '50', '100', '500', 'more']).nullable()
      table.enum('source', ['WORKER', 'BACK_OFFICE']).notNullable().defaultTo('WORKER')
      table.boolean('migrated_to_mobility_packet').notNullable().defaultTo(false).index()
      table.string('web', 255).nullable()
      table.string('siret', 20).nullable()
      // VAT proof: the outcome of the last check and, when VIES answered, its consultation number.
      table
        .enum('vat_status', ['valid', 'invalid', 'unverified', 'unchecked'])
        .notNullable()
        .defaultTo('unchecked')
      table.dateTime('vat_checked_at').nullable()
      table.string('vat_consultation_number', 64).nullable()
      table.dateTime('created_at').notNullable().index()
      table.dateTime('updated_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable('companies')
  }
}
