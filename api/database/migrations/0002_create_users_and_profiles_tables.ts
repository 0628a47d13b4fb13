import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('users', (table) => {
      table.increments('id')
      table
        .integer('company_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('companies')
        .onDelete('RESTRICT')
      table.enum('role', ['customer', 'eurofiscalis-workers-admin']).notNullable().defaultTo('customer')
      table.string('login', 100).notNullable().unique()
      table.string('email', 254).notNullable().unique()
      table.string('password', 255).notNullable()
      table.enum('locale', ['fr', 'pl', 'en']).notNullable().defaultTo('fr')
      table.boolean('is_active').notNullable().defaultTo(true)
      table.dateTime('last_login_at').nullable()
      table.dateTime('created_at').notNullable()
      table.dateTime('updated_at').notNullable()
      table.index(['company_id'])
    })

    this.schema.createTable('profiles', (table) => {
      table.increments('id')
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.enum('civility', ['MR', 'MRS']).nullable()
      table.string('first_name', 100).notNullable().index()
      table.string('middle_name', 100).nullable()
      table.string('last_name', 100).notNullable().index()
      table
        .enum('position', [
          'MANAGER',
          'PRESIDENT',
          'GENERAL_DIRECTOR',
          'FINANCIAL_DIRECTOR',
          'COMMERCIAL_DIRECTOR',
          'EXPORT_MANAGER',
          'COMMUNICATION_DIRECTOR',
          'ACCOUNTING_MANAGER',
          'ACCOUNTANT',
          'ACCOUNTING_ASSISTANT',
          'ASSISTANT_DIRECTOR',
          'COMMERCIAL',
          'OWNER',
        ])
        .nullable()
      table.dateTime('created_at').notNullable()
      table.dateTime('updated_at').notNullable()
    })

    this.schema.createTable('profile_phones', (table) => {
      table.increments('id')
      table
        .integer('profile_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('profiles')
        .onDelete('CASCADE')
      table.enum('type', ['BUSINESS', 'HOME', 'MOBILE']).notNullable().defaultTo('BUSINESS')
      table.string('number', 32).notNullable()
      table.smallint('position').unsigned().notNullable().defaultTo(0)
      table.index(['profile_id', 'position'])
    })
  }

  async down() {
    this.schema.dropTable('profile_phones')
    this.schema.dropTable('profiles')
    this.schema.dropTable('users')
  }
}
