import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Where each rendered offer PDF is stored (services/billing/offer_file.ts): one row per version, a hash of what the
 * offer prints, so that a download sends the stored file and a changed price or country makes a new one. A file is
 * recorded once it is completely written: only a recorded key is ever sent.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('offer_files', (table) => {
      table.string('version', 64).primary()
      table.string('locale', 2).notNullable()
      table.string('storage_key', 255).notNullable()
      table.dateTime('created_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable('offer_files')
  }
}
