import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A terms-of-sale version generated from the product's own text records the edition of that text, so that a new
 * edition (the late-payment clause at three times the legal rate, Code de commerce L441-10) gives every country whose
 * terms were generated a new version when the seeders run, while uploaded terms stay as their admin chose them.
 * The versions generated so far are those without an uploader, with a size, stored at the generated key
 * (`terms-of-sale/<code>/<file name>`); their edition was 2026-11-22.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('terms_of_sale_versions', (table) => {
      table.date('generated_edition').nullable()
    })
    this.defer(async (db) => {
      await db.rawQuery(
        `UPDATE terms_of_sale_versions AS versions
           JOIN representative_countries AS countries ON countries.id = versions.representative_country_id
         SET versions.generated_edition = '2026-11-22'
         WHERE versions.uploaded_by_user_id IS NULL AND versions.size_bytes IS NOT NULL
           AND versions.storage_key = CONCAT('terms-of-sale/', countries.code, '/', versions.file_name)`
      )
    })
  }

  async down() {
    this.schema.alterTable('terms_of_sale_versions', (table) => {
      table.dropColumn('generated_edition')
    })
  }
}
