import drive from '@adonisjs/drive/services/main'
import providerConfig from '#config/provider'
import RepresentativeCountry from '#models/representative_country'
import { countryName, representativeParty } from '#services/billing/parties'
import { renderTermsOfSalePdf, TERMS_LANGUAGES, type TermsLanguage } from '#services/pdf/terms_of_sale_pdf'

export { TERMS_LANGUAGES, type TermsLanguage }

const KEY_COLUMN = { fr: 'termsOfSalesFrKey', pl: 'termsOfSalesPlKey' } as const

export function termsOfSaleKey(country: RepresentativeCountry, lang: TermsLanguage) {
  return country[KEY_COLUMN[lang]]
}

/** The file name a download offers: terms-of-sale-FR-fr.pdf. */
export function termsOfSaleFileName(country: RepresentativeCountry, lang: TermsLanguage) {
  return `terms-of-sale-${country.code}-${lang}.pdf`
}

/**
 * Renders the terms of sale of a country in one language from the product's own text, stores them through drive and
 * saves their key on the country. Used to give every country its documents until an admin uploads others.
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
  const key = `terms-of-sale/${country.code}/${termsOfSaleFileName(country, lang)}`
  await drive.use().put(key, bytes, { contentType: 'application/pdf' })
  country[KEY_COLUMN[lang]] = key
  await country.save()
  return key
}
