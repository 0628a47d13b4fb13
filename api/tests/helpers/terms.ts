import drive from '@adonisjs/drive/services/main'
import type RepresentativeCountry from '#models/representative_country'
import TermsOfSaleVersion from '#models/terms_of_sale_version'
import { makeCurrentTerms, type TermsLanguage } from '#services/billing/terms_of_sale_files'

/**
 * Gives `country` a current terms-of-sale version in `lang` stored under `key`; the file is written only when
 * `content` is given (a test of a lost file leaves it out).
 */
export async function giveTerms(
  country: RepresentativeCountry,
  lang: TermsLanguage,
  key: string,
  content?: string
) {
  if (content !== undefined) await drive.use().put(key, content)
  const version = await TermsOfSaleVersion.create({
    representativeCountryId: country.id,
    language: lang,
    storageKey: key,
    fileName: key.split('/').pop()!,
    sizeBytes: content === undefined ? null : Buffer.byteLength(content),
    uploadedByUserId: null,
  })
  makeCurrentTerms(country, version)
  await country.save()
  return version
}
