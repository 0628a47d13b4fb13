import type { Locale } from '../enums.js'

/** The back-office's invoices, credit notes and home (api/API.md, "Back-office: invoices, credit notes, home"). */

/** A credit note as its invoice's row lists it. */
export interface AdminInvoiceCreditNote {
  id: number
  number: string
  issueDate: string
  amountCents: number
  currency: string
  downloadUrl: string
}

/** A row of the back-office Invoices list, and its detail. */
export interface AdminInvoiceAnswer {
  id: number
  number: string
  issueDate: string
  company: { id: number; name: string }
  /** The customer as the invoice was issued (an issued invoice never changes). */
  customerName: string
  customerVatNumber: string
  amountWithoutTaxCents: number
  amountTaxesCents: number
  amountWithTaxesCents: number
  currency: string
  /** The first and last day its lines cover; null for an invoice without a period. */
  periodStart: string | null
  periodEnd: string | null
  /** The contract's country, null for an invoice without a contract. */
  countryCode: string | null
  /** Excluding tax: what its credit notes took, and what a new credit note may still take. */
  creditedCents: number
  creditableCents: number
  /** The language it was issued in: its PDF's language. */
  locale: Locale
  downloadUrl: string
  creditNotes: AdminInvoiceCreditNote[]
}

/** A row of the back-office Credit notes list, and its detail. */
export interface AdminCreditNoteAnswer {
  id: number
  number: string
  issueDate: string
  invoice: { id: number; number: string }
  company: { id: number; name: string }
  customerName: string
  customerVatNumber: string
  /** Its tax and total in the proportion of its invoice's, as its PDF prints them. */
  amountWithoutTaxCents: number
  amountTaxesCents: number
  amountWithTaxesCents: number
  currency: string
  reason: string | null
  locale: Locale
  downloadUrl: string
}

/** A back-office list (a resource) and its filter, as the list's URL takes them. */
export interface AdminListLink {
  resource: string
  filter: Record<string, unknown>
}

/** A count of the back-office home and the list filter that shows its rows. */
export interface AdminHomeCount {
  count: number
  list: AdminListLink
}

/** What matters today, each count with the filtered list that shows it. */
export interface AdminHomeAnswer {
  today: string
  pendingRequests: AdminHomeCount & { amountCents: number; currency: string }
  expiringContracts: AdminHomeCount
  unverifiedCompanies: AdminHomeCount
  invoicesThisMonth: AdminHomeCount & {
    amountWithoutTaxCents: number
    amountWithTaxesCents: number
    currency: string
  }
  /** Postings of running or scheduled contracts whose driver lacks a required document (the compliance list). */
  notReadyPostings: AdminHomeCount
  /** Inspectors' requests past their due date, neither answered nor closed. */
  overdueAuthorityRequests: AdminHomeCount
}
