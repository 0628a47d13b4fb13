import type { ContractState } from '../contracts'
import type { CountryRowInput, Introducer, Mop, WorkerRequest } from '../order'

/** A renewal's new period and the fewest workers it may buy (null: only unlimited). Dates are `YYYY-MM-DD`. */
export type RenewalTerms = { startDate: string; endDate: string; minimumWorkers: number | null }

/** The latest contract of a country, as the renewal and upgrade forms read it (API.md, "Renewal and upgrade"). */
export type AccountContract = {
  contractId: number
  countryCode: string
  state: ContractState
  startDate: string
  endDate: string
  remainingDays: number | null
  monthsLeft: number | null
  /** null: unlimited. */
  allowedNumberOfWorkers: number | null
  /** null: no package (unlimited, or the introducer's per-worker price). */
  packageSignature: string | null
  monthlyAmountCents: number
  /** Active and not unlimited. */
  isUpgradable: boolean
  /** null when the contract cannot be renewed (scheduled, or already renewed). */
  renewal: RenewalTerms | null
}

export type UpgradeAccount = {
  /** Migrated, an active contract, no pending request. */
  isUpgradeAccountAllowed: boolean
  /** Migrated, no pending request. */
  isRenewAllowed: boolean
  isMigrated: boolean
  /** The request still waiting for its money (pending, or a declined card). */
  pendingWorkerRequest: WorkerRequest | null
  /** The introducer of the running contracts: prices an upgrade, and is a renewal's default promo code. */
  introducer: Introducer | null
  /** The end date a country added by an upgrade gets; null without an active contract. */
  upgradeEndDate: string | null
  /** The latest contract of each country, the Mobility Package first. */
  contracts: AccountContract[]
}

export type UpgradeQuoteRow = {
  countryCode: string
  /** null for an added country. */
  contractId: number | null
  unchanged: boolean
  currentMonthlyAmountCents: number
  monthlyAmountCents: number
  months: number
  totalAmountCents: number
  allowedNumberOfWorkers: number | null
  endDate: string
}

export type UpgradeQuote = {
  rows: UpgradeQuoteRow[]
  totalWithoutTaxCents: number
  vatCents: number
  totalWithTaxCents: number
  vatRateBasisPoints: number
  reverseCharge: boolean
  currency: string
}

export type UpgradeInput = { representativeCountries: CountryRowInput[]; conditions: boolean; mop: Mop }
export type RenewInput = UpgradeInput & { promoCode: string | null }
