import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('workers', (table) => {
      table.increments('id')
      table
        .integer('company_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('companies')
        .onDelete('RESTRICT')
      table
        .integer('worker_contract_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('worker_contracts')
        .onDelete('RESTRICT')
      table.enum('civility', ['MR', 'MRS']).notNullable()
      table.string('first_name', 100).notNullable()
      table.string('last_name', 100).notNullable()
      table.date('date_of_birth').notNullable()
      table.string('city_of_birth', 100).notNullable()
      table.string('country_code_of_birth', 2).notNullable()
      table.string('country_code_of_nationality', 2).notNullable()
      table.dateTime('created_at').notNullable()
      table.dateTime('updated_at').notNullable()
      table.index(['worker_contract_id', 'last_name', 'first_name'])
      table.index(['company_id'])
    })

    this.schema.createTable('worker_documents', (table) => {
      table.increments('id')
      table
        .integer('worker_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('workers')
        .onDelete('CASCADE')
      table.string('file_name', 255).notNullable()
      table
        .enum('category', [
          'WORK_CONTRACT',
          'ATTESTATION_DETACHEMENT',
          'SALARY',
          'SALARY_PROOF',
          'A1',
          'REGISTER_WORKING_TIME',
          'OTHER',
        ])
        .notNullable()
      table.string('mime', 100).nullable()
      table.integer('size_bytes').unsigned().notNullable()
      // Drive key chosen by the server; the client's name is kept only for display and download.
      table.string('file_key', 255).notNullable()
      table.dateTime('created_at').notNullable()
      table.dateTime('updated_at').notNullable()
      table.unique(['worker_id', 'file_name'])
    })
  }

  async down() {
    this.schema.dropTable('worker_documents')
    this.schema.dropTable('workers')
  }
}
