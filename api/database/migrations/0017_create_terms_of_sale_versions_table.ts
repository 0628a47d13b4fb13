import { BaseSchema } from '@adonisjs/lucid/schema'

const LANGUAGES = ['fr', 'pl'] as const
/** The tables pointing to versions, with their columns' prefix: a country to its current ones. */
const POINTER_TABLES = [
  ['representative_countries', 'current_'],
  ['worker_request_lines', ''],
  ['worker_contracts', ''],
] as const

/**
 * Terms of sale are versioned: an upload adds a version and the country points to its current one per language,
 * while the request lines and contracts sold under earlier terms keep pointing to theirs. The existing keys become
 * each country's first versions (their size is unknown: drive is not reachable from a migration), and every request
 * line and contract is backfilled with its country's current versions.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('terms_of_sale_versions', (table) => {
      table.increments('id')
      table
        .integer('representative_country_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('representative_countries')
        .onDelete('RESTRICT')
      table.enum('language', [...LANGUAGES]).notNullable()
      table.string('storage_key', 255).notNullable()
      table.string('file_name', 255).notNullable()
      table.integer('size_bytes').unsigned().nullable()
      table
        .integer('uploaded_by_user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.dateTime('created_at').notNullable()
      table.index(
        ['representative_country_id', 'language', 'id'],
        'terms_of_sale_versions_country_language_index'
      )
    })

    for (const [name, prefix] of POINTER_TABLES) {
      this.schema.alterTable(name, (table) => {
        for (const lang of LANGUAGES) {
          table
            .integer(`${prefix}terms_${lang}_version_id`)
            .unsigned()
            .nullable()
            .references('id')
            .inTable('terms_of_sale_versions')
            .onDelete('RESTRICT')
        }
      })
    }

    this.defer(async (db) => {
      for (const lang of LANGUAGES) {
        await db.rawQuery(
          `INSERT INTO terms_of_sale_versions
             (representative_country_id, language, storage_key, file_name, size_bytes, uploaded_by_user_id, created_at)
           SELECT id, ?, terms_of_sales_${lang}_key, CONCAT('terms-of-sale-', code, '-', ?, '.pdf'), NULL, NULL,
             UTC_TIMESTAMP()
           FROM representative_countries WHERE terms_of_sales_${lang}_key IS NOT NULL`,
          [lang, lang]
        )
        await db.rawQuery(
          `UPDATE representative_countries SET current_terms_${lang}_version_id =
             (SELECT MAX(versions.id) FROM terms_of_sale_versions AS versions
              WHERE versions.representative_country_id = representative_countries.id AND versions.language = ?)`,
          [lang]
        )
        for (const table of ['worker_request_lines', 'worker_contracts']) {
          await db.rawQuery(
            `UPDATE ${table} SET terms_${lang}_version_id =
               (SELECT representative_countries.current_terms_${lang}_version_id FROM representative_countries
                WHERE representative_countries.id = ${table}.representative_country_id)`
          )
        }
      }
    })

    this.schema.alterTable('representative_countries', (table) => {
      table.dropColumn('terms_of_sales_fr_key')
      table.dropColumn('terms_of_sales_pl_key')
    })
  }

  async down() {
    this.schema.alterTable('representative_countries', (table) => {
      table.string('terms_of_sales_fr_key', 255).nullable()
      table.string('terms_of_sales_pl_key', 255).nullable()
    })
    this.defer(async (db) => {
      for (const lang of LANGUAGES) {
        await db.rawQuery(
          `UPDATE representative_countries SET terms_of_sales_${lang}_key =
             (SELECT storage_key FROM terms_of_sale_versions
              WHERE terms_of_sale_versions.id = representative_countries.current_terms_${lang}_version_id)`
        )
      }
    })
    for (const [name, prefix] of POINTER_TABLES) {
      this.schema.alterTable(name, (table) => {
        for (const lang of LANGUAGES) {
          table.dropForeign([`${prefix}terms_${lang}_version_id`])
          table.dropColumn(`${prefix}terms_${lang}_version_id`)
        }
      })
    }
    this.schema.dropTable('terms_of_sale_versions')
  }
}
