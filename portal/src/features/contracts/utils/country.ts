import type { Language } from '@/i18n/languages'
import type { Translate } from '@/i18n/messages'
import { countryName } from '@/lib/countryName'
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

/**
 * The terms of sale a contract was sold under (a later upload by the provider does not change them). They exist in
 * French and Polish; other languages, and a missing translation, read the French.
 */
export function termsOfSalesUrl(contract: Pick<Contract, 'termsOfSales'>, lang: Language): string | null {
  const terms: Partial<Record<Language, string | null>> = contract.termsOfSales
  return terms[lang] ?? terms.fr ?? null
}
