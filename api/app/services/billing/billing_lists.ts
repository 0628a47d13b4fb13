import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import db from '@adonisjs/lucid/services/db'
import type { ListQuery } from '#services/http/list_query'
import { containsPattern, textFilter } from '#services/http/list_query'
import { dateValue } from '#services/http/list_filters'

/**
 * The back-office lists of invoices and credit notes (specification §2.5): a free text on the number, the
 * customer's name and VAT number as issued, and a range of issue dates. Sorted by number, newest first, by default.
 */
export const INVOICE_SORTS = {
  number: 'invoices.number',
  issueDate: 'invoices.issue_date',
  amountWithoutTaxCents: 'invoices.amount_without_tax_cents',
} as const

export const CREDIT_NOTE_SORTS = {
  number: 'credit_notes.number',
  issueDate: 'credit_notes.issue_date',
  amountCents: 'credit_notes.amount_cents',
} as const

function sortOf<T extends Record<string, string>>(sorts: T, query: ListQuery) {
  return sorts[query.sort.field as keyof T] ?? sorts.number
}

/** The billing lists' filter: `q` contained in any of `textColumns`, `dateFrom` / `dateTo` on `dateColumn`. */
function whereTextAndDates(
  query: DatabaseQueryBuilderContract,
  filter: Record<string, unknown>,
  textColumns: string[],
  dateColumn: string
) {
  const text = textFilter(filter)
  if (text) {
    const pattern = containsPattern(text)
    query.where((where) => {
      for (const column of textColumns) where.orWhere(column, 'like', pattern)
    })
  }
  const from = dateValue(filter.dateFrom)
  const to = dateValue(filter.dateTo)
  if (from) query.where(dateColumn, '>=', from)
  if (to) query.where(dateColumn, '<=', to)
  return query
}

/** The invoices of the list's filter (`q`: number, customer name or VAT number; `dateFrom`, `dateTo`). */
export function filteredInvoices(filter: Record<string, unknown>) {
  return whereTextAndDates(
    db.from('invoices'),
    filter,
    ['invoices.number', 'invoices.customer_name', 'invoices.customer_vat_number'],
    'invoices.issue_date'
  )
}

/** Invoices as flat rows: amounts, the contract's country, the period its lines cover, what was credited. */
export function invoiceRows(query: ListQuery) {
  return filteredInvoices(query.filter)
    .leftJoin('worker_contracts', 'worker_contracts.id', 'invoices.worker_contract_id')
    .leftJoin(
      'representative_countries',
      'representative_countries.id',
      'worker_contracts.representative_country_id'
    )
    .select(
      'invoices.id',
      'invoices.number',
      'invoices.issue_date as issueDate',
      'invoices.customer_name as customerName',
      'invoices.customer_vat_number as customerVatNumber',
      'invoices.amount_without_tax_cents as amountWithoutTaxCents',
      'invoices.amount_taxes_cents as amountTaxesCents',
      'invoices.amount_with_taxes_cents as amountWithTaxesCents',
      'invoices.currency',
      'representative_countries.code as countryCode'
    )
    .select(
      db.raw(
        '(SELECT MIN(invoice_items.period_start) FROM invoice_items WHERE invoice_items.invoice_id = invoices.id) AS periodStart'
      ),
      db.raw(
        '(SELECT MAX(invoice_items.period_end) FROM invoice_items WHERE invoice_items.invoice_id = invoices.id) AS periodEnd'
      ),
      db.raw(
        '(SELECT COALESCE(SUM(credit_notes.amount_cents), 0) FROM credit_notes WHERE credit_notes.invoice_id = invoices.id) AS creditedCents'
      )
    )
    .orderBy(sortOf(INVOICE_SORTS, query), query.sort.direction)
    .orderBy('invoices.id', query.sort.direction)
}

/** The credit notes of the list's filter: the same text and dates, on the credit note and its invoice. */
export function filteredCreditNotes(filter: Record<string, unknown>) {
  return whereTextAndDates(
    db.from('credit_notes').join('invoices', 'invoices.id', 'credit_notes.invoice_id'),
    filter,
    ['credit_notes.number', 'invoices.number', 'invoices.customer_name', 'invoices.customer_vat_number'],
    'credit_notes.issue_date'
  )
}

export function creditNoteRows(query: ListQuery) {
  return filteredCreditNotes(query.filter)
    .select(
      'credit_notes.id',
      'credit_notes.number',
      'credit_notes.issue_date as issueDate',
      'invoices.number as invoiceNumber',
      'invoices.customer_name as customerName',
      'invoices.customer_vat_number as customerVatNumber',
      'credit_notes.amount_cents as amountCents',
      'credit_notes.currency',
      'credit_notes.reason'
    )
    .orderBy(sortOf(CREDIT_NOTE_SORTS, query), query.sort.direction)
    .orderBy('credit_notes.id', query.sort.direction)
}
