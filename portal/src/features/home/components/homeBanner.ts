import type { Language } from '../../../i18n/languages'
import type { ContractState, HomeCountry } from '../api/dashboard'

/**
 * The banner above the company on a customer's home:
 * - `order`: no contract at all, an invitation to order a Mobility Package contract;
 * - `expired`: contracts, all expired: a signed-in company renews through the administrator, it does not register
 *   again (a company that has not migrated also sees the migration panel);
 * - `none`: a contract is active or scheduled (renewed).
 */
export type HomeBanner = 'none' | 'order' | 'expired'

export function chooseHomeBanner(contracts: readonly { state: ContractState }[]): HomeBanner {
  if (contracts.length === 0) return 'order'
  return contracts.every((contract) => contract.state === 'expired') ? 'expired' : 'none'
}

/** The EU Mobility Package's terms of sale (the offer) in the page language, French when missing. */
export function mobilityPackageTermsUrl(countries: readonly HomeCountry[], lang: Language): string | null {
  const eu = countries.find((country) => country.isMobilityPackage) ?? countries.find((c) => c.code === 'EU')
  if (!eu) return null
  return eu.termsOfSales[lang] ?? eu.termsOfSales.fr ?? null
}

export const CONTACT_EMAIL = 'contact@posted-workers.example'
