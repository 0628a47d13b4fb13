import type { Language } from '../../../i18n/languages'
import type { Translate } from '../../../i18n/messages'
import { countryName } from '../../../lib/countryName'
import type { Contract, RepresentativeCountry } from '../types'

/** The EU Mobility Package by its translated name, a country by its name in the page language. */
export function representativeCountryName(
  country: { code: string; isMobilityPackage: boolean },
  lang: Language,
  t: Translate
): string {
  return country.isMobilityPackage ? t('contracts.mobilityPackage') : countryName(country.code, lang)
}

export function findContractCountry(
  countries: readonly RepresentativeCountry[],
  contract: Contract
): RepresentativeCountry | undefined {
  return countries.find((country) => country.id === contract.representativeCountry.id)
}

/** The terms of sale exist in French and Polish; other languages, and a missing translation, read the French. */
export function termsOfSalesUrl(country: RepresentativeCountry | undefined, lang: Language): string | null {
  if (!country) return null
  return country.termsOfSales[lang] ?? country.termsOfSales.fr ?? null
}
