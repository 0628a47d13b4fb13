import type { Language } from '@/i18n/languages'
import type { ContractState, RepresentativeCountryAnswer } from '@posted-workers/domain'

/** What the banner reads of a representative country. */
export type HomeCountry = Pick<RepresentativeCountryAnswer, 'code' | 'isMobilityPackage' | 'termsOfSales'>

/**
 * The banner above the company on a customer's home:
 * - `order`: no contract at all, an invitation to order a Mobility Package contract in the renewal modal (a
 *   signed-in company does not register again);
 * - `expired`: contracts, all expired: the renewal modal renews them (a company that has not migrated sees the
 *   migration panel instead of the button: it must approve the new terms first);
 * - `none`: a contract is active or scheduled (renewed).
 */
export type HomeBanner = 'none' | 'order' | 'expired'

export function chooseHomeBanner(contracts: readonly { state: ContractState }[]): HomeBanner {
  if (contracts.length === 0) return 'order'
  return contracts.every((contract) => contract.state === 'expired') ? 'expired' : 'none'
}

/** The Mobility Package's code among the representative countries. */
export const MOBILITY_PACKAGE_CODE = 'EU'

/**
 * The rows the banner's button opens the renewal modal with: a first order is a Mobility Package contract; a
 * renewal takes every contract that may be renewed (undefined).
 */
export function bannerRenewalCountries(banner: HomeBanner): string[] | undefined {
  return banner === 'order' ? [MOBILITY_PACKAGE_CODE] : undefined
}

/** The offer PDF (the countries, packages and prices of the day) in the page language; not the terms of sale. */
export function offerUrl(lang: Language): string {
  return `/${lang}/api/offer/download`
}

/** The EU Mobility Package's terms of sale in the page language, French when missing. */
export function mobilityPackageTermsUrl(countries: readonly HomeCountry[], lang: Language): string | null {
  const eu =
    countries.find((country) => country.isMobilityPackage) ??
    countries.find((c) => c.code === MOBILITY_PACKAGE_CODE)
  if (!eu) return null
  return eu.termsOfSales[lang] ?? eu.termsOfSales.fr ?? null
}
