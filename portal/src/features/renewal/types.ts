import type { CountryRowInput, Mop } from '../order'

// The answers every app shares (packages/domain).
export type {
  AccountContractAnswer as AccountContract,
  RenewalTermsAnswer as RenewalTerms,
  UpgradeAccountAnswer as UpgradeAccount,
  UpgradeQuoteAnswer as UpgradeQuote,
} from '@posted-workers/domain'
export type UpgradeQuoteRow = import('@posted-workers/domain').UpgradeQuoteAnswer['rows'][number]

export type UpgradeInput = { representativeCountries: CountryRowInput[]; conditions: boolean; mop: Mop }
export type RenewInput = UpgradeInput & { promoCode: string | null }
