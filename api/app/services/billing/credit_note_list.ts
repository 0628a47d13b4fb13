import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import db from '@adonisjs/lucid/services/db'
import type { ListQuery } from '#services/http/list_query'
import { startsWithPattern } from '#services/http/list_query'
import type { TextSearch } from '#services/http/text_search'
import {
  invoiceSearchBranches,
  orderBy,
  whereTextAndDates,
  withPeriodAndCountry,
} from '#services/billing/billing_lists'

/** The back-office credit notes list: the billing lists' filter and sorts (billing_lists.ts). */
export const CREDIT_NOTE_SORTS = {
  number: 'credit_notes.number',
  issueDate: 'credit_notes.issue_date',
  amountWithoutTaxCents: 'credit_notes.amount_cents',
} as const

/** A credit note's invoice and company, which its row shows and the search reads. */
function withInvoiceAndCompany(query: DatabaseQueryBuilderContract) {
  return query
    .join('invoices', 'invoices.id', 'credit_notes.invoice_id')
    .join('companies', 'companies.id', 'credit_notes.company_id')
}

/**
 * The credit notes a search finds: by the beginning of their number, or as their invoice is found (its number, its
 * customer's VAT number and name, its company's name: billing_lists.ts).
 */
function creditNoteSearchBranches(search: TextSearch) {
  return [
    db
      .from('credit_notes')
      .select('credit_notes.id')
      .where('credit_notes.number', 'like', startsWithPattern(search.text)),
    ...invoiceSearchBranches(search, 'credit_notes.id').map((branch) =>
      branch.join('credit_notes', 'credit_notes.invoice_id', 'invoices.id')
    ),
  ]
}

/**
 * The credit notes of the list's filter: the same text and dates, on the credit note and its invoice. The invoice
 * and the company are joined only to show them.
 */
export function filteredCreditNotes(filter: Record<string, unknown>, withDetails = false) {
  const query = db.from('credit_notes')
  if (withDetails) withInvoiceAndCompany(query)
  return whereTextAndDates(
    query,
    filter,
    creditNoteSearchBranches,
    'credit_notes.id',
    'credit_notes.issue_date'
  )
}

export interface CreditNoteRow {
  id: number
  number: string
  issueDate: string
  invoiceId: number
  invoiceNumber: string
  companyId: number
  companyName: string
  customerName: string
  customerVatNumber: string
  amountCents: number
  invoiceAmountWithoutTaxCents: number
  invoiceAmountTaxesCents: number
  currency: string
  reason: string | null
  locale: string
}

/** Credit notes as flat rows, with what their tax is computed from (their invoice's amounts). */
export function creditNoteDetails(creditNotes: DatabaseQueryBuilderContract) {
  return creditNotes.select(
    'credit_notes.id',
    'credit_notes.number',
    'credit_notes.issue_date as issueDate',
    'invoices.id as invoiceId',
    'invoices.number as invoiceNumber',
    'credit_notes.company_id as companyId',
    'companies.name as companyName',
    'invoices.customer_name as customerName',
    'invoices.customer_vat_number as customerVatNumber',
    'credit_notes.amount_cents as amountCents',
    'invoices.amount_without_tax_cents as invoiceAmountWithoutTaxCents',
    'invoices.amount_taxes_cents as invoiceAmountTaxesCents',
    'credit_notes.currency',
    'credit_notes.reason',
    'credit_notes.locale'
  )
}

/** An exported credit note: also its invoice's period and contract country, as the invoices export writes them. */
export interface CreditNoteExportRow extends CreditNoteRow {
  periodStart: string | null
  periodEnd: string | null
  countryCode: string | null
}

/** The credit notes of the list's filter in the order asked, as flat rows, to stream for an export. */
export function creditNoteRows(query: Pick<ListQuery, 'filter' | 'sort'>) {
  return orderBy(
    withPeriodAndCountry(creditNoteDetails(filteredCreditNotes(query.filter, true))),
    CREDIT_NOTE_SORTS,
    query,
    'credit_notes.id'
  )
}

/** The ids of one page of the credit notes list, read on credit notes alone (and a search's matches), as for invoices. */
export function creditNoteIdPage(query: ListQuery) {
  return orderBy(
    filteredCreditNotes(query.filter).select('credit_notes.id'),
    CREDIT_NOTE_SORTS,
    query,
    'credit_notes.id'
  )
    .offset(query.offset)
    .limit(query.limit)
}

/** The flat rows of these credit notes, in no particular order. */
export function creditNotesWithIds(ids: number[]) {
  return creditNoteDetails(withInvoiceAndCompany(db.from('credit_notes')).whereIn('credit_notes.id', ids))
}
