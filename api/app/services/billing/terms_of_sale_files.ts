import drive from '@adonisjs/drive/services/main'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import providerConfig from '#config/provider'
import RepresentativeCountry from '#models/representative_country'
import TermsOfSaleVersion from '#models/terms_of_sale_version'
import { countryName, representativeParty } from '#services/billing/parties'
import {
  renderTermsOfSalePdf,
  TERMS_EDITION_DATE,
  TERMS_LANGUAGES,
  type TermsLanguage,
} from '#services/pdf/terms_of_sale_pdf'

export { TERMS_LANGUAGES, type TermsLanguage }

const CURRENT_COLUMN = { fr: 'currentTermsFrVersionId', pl: 'currentTermsPlVersionId' } as const

/** The id of the terms a country sells under today in `lang`; null when it has none. */
export function currentTermsVersionId(country: RepresentativeCountry, lang: TermsLanguage) {
  return country[CURRENT_COLUMN[lang]]
}

/** Makes `version` the terms its country sells under from now on (the caller saves the country). */
export function makeCurrentTerms(country: RepresentativeCountry, version: TermsOfSaleVersion) {
  country[CURRENT_COLUMN[version.language]] = version.id
}

/** The file name a download offers: terms-of-sale-FR-fr.pdf. */
export function termsOfSaleFileName(country: Pick<RepresentativeCountry, 'code'>, lang: TermsLanguage) {
  return `terms-of-sale-${country.code}-${lang}.pdf`
}

export interface SoldUnderTerms {
  termsFrVersionId: number | null
  termsPlVersionId: number | null
}

/**
 * The terms each country sells under now, by country id: an order's lines keep them, so that its contracts keep
 * the terms they were sold under whatever an admin uploads later.
 */
export async function currentTermsOf(countryIds: number[], trx?: TransactionClientContract) {
  const countries = countryIds.length
    ? await RepresentativeCountry.query({ client: trx }).whereIn('id', [...new Set(countryIds)])
    : []
  return new Map<number, SoldUnderTerms>(
    countries.map((country) => [
      country.id,
      {
        termsFrVersionId: country.currentTermsFrVersionId,
        termsPlVersionId: country.currentTermsPlVersionId,
      },
    ])
  )
}

/** A stored version whose file is still there; null otherwise (a lost file answers 404, not 500). */
export async function storedTermsVersion(versionId: number | null) {
  const version = versionId ? await TermsOfSaleVersion.find(versionId) : null
  if (!version || !(await drive.use().exists(version.storageKey))) return null
  return version
}

/**
 * Whether the seeders should give `version`'s country a version generated from the product's text of now: it has
 * none (or its file is lost), or it has one generated from an earlier edition of that text. Uploaded terms stay.
 */
export function needsGeneratedTerms(version: TermsOfSaleVersion | null) {
  if (!version) return true
  return version.generatedEdition !== null && version.generatedEdition < TERMS_EDITION_DATE
}

/**
 * Renders the terms of sale of a country in one language from the product's own text, stores them through drive
 * (a key per edition, so that the contracts sold under an earlier one keep its file) and makes them the country's
 * current version. Used to give every country its documents until an admin uploads others.
 */
export async function generateTermsOfSale(country: RepresentativeCountry, lang: TermsLanguage) {
  await country.load('representativeCompany')
  const { name, address, vatNumber } = providerConfig.seller
  const bytes = await renderTermsOfSalePdf({
    lang,
    countryName: countryName(country.code, lang),
    seller: { name, address, vatNumber },
    representative: country.representativeCompany
      ? representativeParty(country.representativeCompany, lang)
      : {
          name,
          addressLines: [address],
          phone: null,
          email: null,
          siret: null,
          siren: null,
          vatNumber,
          fiscalCode: null,
        },
  })
  const fileName = termsOfSaleFileName(country, lang)
  const key = `terms-of-sale/${country.code}/${TERMS_EDITION_DATE}/${fileName}`
  await drive.use().put(key, bytes, { contentType: 'application/pdf' })
  const version = await TermsOfSaleVersion.create({
    representativeCountryId: country.id,
    language: lang,
    storageKey: key,
    fileName,
    sizeBytes: bytes.length,
    uploadedByUserId: null,
    generatedEdition: TERMS_EDITION_DATE,
  })
  makeCurrentTerms(country, version)
  await country.save()
  return key
}
