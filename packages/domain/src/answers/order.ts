import type { ContractState } from '../enums.js'
import type { IntroducerAnswer } from './reference.js'
import type { WorkerRequestAnswer } from './requests.js'

/** Priced orders and what the renewal and upgrade forms may offer. */

/** The VAT split of an order's total. */
export interface OrderTotalsAnswer {
  totalWithoutTaxCents: number
  vatCents: number
  totalWithTaxCents: number
  /** In basis points (2000 = 20 %); 0 under reverse charge. */
  vatRateBasisPoints: number
  reverseCharge: boolean
  currency: string
}

/** The order summary of the registration and renewal forms. */
export interface QuoteAnswer extends OrderTotalsAnswer {
  rows: {
    countryCode: string
    monthlyAmountCents: number
    totalAmountCents: number
    allowedNumberOfWorkers: number | null
  }[]
  monthlyAmountCents: number
}

/** A renewal's new period and the fewest workers it may buy (null: only unlimited). */
export interface RenewalTermsAnswer {
  startDate: string
  endDate: string
  minimumWorkers: number | null
}

/** The latest contract of a country, as the renewal and upgrade forms read it. */
export interface AccountContractAnswer {
  contractId: number
  countryCode: string
  state: ContractState
  startDate: string
  endDate: string
  remainingDays: number | null
  monthsLeft: number | null
  allowedNumberOfWorkers: number | null
  /** null: no package (unlimited, or the introducer's per-worker price). */
  packageSignature: string | null
  monthlyAmountCents: number
  /** Active and not unlimited. */
  isUpgradable: boolean
  /** null when the contract cannot be renewed (scheduled, or already renewed). */
  renewal: RenewalTermsAnswer | null
}

/** What the renewal and upgrade forms may offer today. */
export interface UpgradeAccountAnswer {
  isUpgradeAccountAllowed: boolean
  isRenewAllowed: boolean
  isMigrated: boolean
  /** The request still waiting for its money (pending, or a declined card). */
  pendingWorkerRequest: WorkerRequestAnswer | null
  /** The introducer of the running contracts: prices an upgrade, and is a renewal's default promo code. */
  introducer: IntroducerAnswer | null
  /** The end date a country added by an upgrade gets; null without an active contract. */
  upgradeEndDate: string | null
  /** The latest contract of each country, the Mobility Package first. */
  contracts: AccountContractAnswer[]
}

/** The priced rows of an upgrade. */
export interface UpgradeQuoteAnswer extends OrderTotalsAnswer {
  rows: {
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
  }[]
}
