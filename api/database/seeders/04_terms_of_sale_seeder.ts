import db from '@adonisjs/lucid/services/db'
import { BaseSeeder } from '@adonisjs/lucid/seeders'
import RepresentativeCountry from '#models/representative_country'
import {
  currentTermsVersionId,
  generateTermsOfSale,
  needsGeneratedTerms,
  storedTermsVersion,
  TERMS_LANGUAGES,
} from '#services/billing/terms_of_sale_files'

/**
 * Terms-of-sale PDFs (French and Polish) for every representative country, generated from the product's own text
 * and stored through drive. Runs in every environment; a country that already has both documents (uploaded by an
 * admin, or generated from this edition of the text) is left alone; a missing language, a file lost from storage,
 * or terms generated from an earlier edition get a new version (contracts keep the version they were sold under).
 * Request lines and contracts sold while their country had no terms in a language (the demo data, seeded before)
 * get the country's terms of now; those that recorded terms keep them.
 */
export default class TermsOfSaleSeeder extends BaseSeeder {
  async run() {
    const countries = await RepresentativeCountry.query().orderBy('id', 'asc')
    for (const country of countries) {
      for (const lang of TERMS_LANGUAGES) {
        if (needsGeneratedTerms(await storedTermsVersion(currentTermsVersionId(country, lang)))) {
          await generateTermsOfSale(country, lang)
        }
        const column = `terms_${lang}_version_id`
        for (const table of ['worker_request_lines', 'worker_contracts']) {
          await db
            .from(table)
            .where('representative_country_id', country.id)
            .whereNull(column)
            .update({ [column]: currentTermsVersionId(country, lang) })
        }
      }
    }
  }
}
