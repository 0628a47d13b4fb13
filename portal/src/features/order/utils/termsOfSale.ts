import type { Language } from '@/i18n/languages'
import type { RepresentativeCountry } from '../types'
import { findCountry, type CountryRow } from './countryRows'

export type TermsOfSaleLink = { countryCode: string; href: string }

/**
 * One terms-of-sale document per chosen country, in the page language when it exists, else in French (the
 * documents exist in French and Polish). Countries without a document are left out.
 */
export function termsOfSaleLinks(
  rows: CountryRow[],
  countries: RepresentativeCountry[],
  lang: Language
): TermsOfSaleLink[] {
  return rows.flatMap((row) => {
    const country = findCountry(countries, row.countryCode)
    const href = country && (country.termsOfSales[lang] ?? country.termsOfSales.fr)
    return country && href ? [{ countryCode: country.code, href }] : []
  })
}
