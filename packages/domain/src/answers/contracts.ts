import type { ContractState, Locale } from '../enums.js'

/** The contracts of the dashboard, their invoices and credit notes. */

export interface RepresentativeCountryRef {
  id: number
  code: string
  name: string
  isMobilityPackage: boolean
}

/** A contract of the dashboard. */
export interface ContractAnswer {
  id: number
  representativeCountry: RepresentativeCountryRef
  /** null: unlimited. */
  allowedNumberOfWorkers: number | null
  packageSignature: string | null
  monthlyAmountCents: number
  totalAmountCents: number
  currency: string
  startDate: string
  endDate: string
  state: ContractState
  isExpired: boolean
  /** Counts today; 0 once expired, null while scheduled. */
  remainingDays: number | null
  dismissedReminders: number[]
  /** Active, 30 days or fewer, not renewed, a reminder day not dismissed. */
  isExpiring: boolean
  isRenewed: boolean
  /** The download paths of the terms it was sold under (fr, pl); null when none were stored. */
  termsOfSales: { fr: string | null; pl: string | null }
  businessIntroducer: { code: string } | null
}

export interface CreditNoteAnswer {
  id: number
  number: string
  issueDate: string
  amountCents: number
  currency: string
  /** The language it was issued in; `downloadUrl?language=xx` gives it in another. */
  locale: Locale
  downloadUrl: string
}

/** An invoice of a contract's country, with its credit notes. */
export interface InvoiceAnswer {
  id: number
  /** The contract it bills: the tab's, or another of the same country. */
  workerContractId: number | null
  number: string
  issueDate: string
  amountWithoutTaxCents: number
  amountTaxesCents: number
  amountWithTaxesCents: number
  currency: string
  description: string | null
  locale: Locale
  downloadUrl: string
  hasCreditNote: boolean
  creditNotes: CreditNoteAnswer[]
}
