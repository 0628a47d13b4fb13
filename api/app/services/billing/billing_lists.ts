import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import db from '@adonisjs/lucid/services/db'
import type { ListQuery } from '#services/http/list_query'
import { startsWithPattern } from '#services/http/list_query'
import {
  fromNameMatches,
  joinMatches,
  readTextSearch,
  whereCompanyNameMatches,
  whereWordsMatch,
  type TextSearch,
} from '#services/http/text_search'
import { dateValue, idList } from '#services/http/list_filters'
import privacyConfig from '#config/privacy'
import { todayUtc } from '#services/contracts/contract_term'
import { accountingRetentionCutoff } from '#services/privacy/retention'

/**
 * The back-office lists of invoices and credit notes (specification §2.5): a free text on the number, the company's
 * name and the customer's name and VAT number as issued, and a range of issue dates. Sorted by number, newest
 * first, by default; every sort walks an index (the number's, the issue date's, the amount's: migration 0020).
 * The invoices' list is here with what both lists share; the credit notes' is credit_note_list.ts.
 */
export const INVOICE_SORTS = {
  number: 'invoices.number',
  issueDate: 'invoices.issue_date',
  amountWithoutTaxCents: 'invoices.amount_without_tax_cents',
} as const

function sortOf<T extends Record<string, string>>(sorts: T, query: Pick<ListQuery, 'sort'>) {
  return sorts[query.sort.field as keyof T] ?? sorts.number
}

/**
 * Orders by the sort asked and, when that column is not unique, by id: numbers are unique, and a tie-breaker after
 * them made MariaDB sort every row instead of walking the number's index.
 */
export function orderBy<T extends Record<string, string>>(
  query: DatabaseQueryBuilderContract,
  sorts: T,
  listQuery: Pick<ListQuery, 'sort'>,
  idColumn: string
) {
  const column = sortOf(sorts, listQuery)
  query.orderBy(column, listQuery.sort.direction)
  if (column !== sorts.number) query.orderBy(idColumn, listQuery.sort.direction)
  return query
}

/**
 * The invoices a search finds (README, "Back-office search"): by the beginning of their number or of the customer's VAT
 * number as issued, by the words of the customer's name as issued or of their company's name. Each branch reads its
 * own index (migration 0026 for the customer's VAT number, 0029 for the folded names).
 */
export function invoiceSearchBranches(search: TextSearch, select = 'invoices.id') {
  const prefix = startsWithPattern(search.text)
  return [
    db.from('invoices').select(select).where('invoices.number', 'like', prefix),
    db.from('invoices').select(select).where('invoices.customer_vat_number', 'like', prefix),
    whereWordsMatch(db.from('invoices').select(select), ['invoices.customer_search_name'], search),
    search.words.length > 0
      ? fromNameMatches('company', search.words, 'invoices', 'company_id').select(select)
      : whereCompanyNameMatches(
          db.from('companies').join('invoices', 'invoices.company_id', 'companies.id').select(select),
          search
        ),
  ]
}

/**
 * The billing lists' filter: `q` as `branches` find it (joined on `idColumn`), `dateFrom` / `dateTo` on `dateColumn`,
 * `pastRetention` (true) the documents issued longer ago than the accounting retention (services/privacy/retention.ts).
 */
export function whereTextAndDates(
  query: DatabaseQueryBuilderContract,
  filter: Record<string, unknown>,
  branches: (search: TextSearch) => DatabaseQueryBuilderContract[],
  idColumn: string,
  dateColumn: string
) {
  const search = readTextSearch(filter.q)
  if (search) joinMatches(query, idColumn, branches(search))
  const from = dateValue(filter.dateFrom)
  const to = dateValue(filter.dateTo)
  if (from) query.where(dateColumn, '>=', from)
  if (to) query.where(dateColumn, '<=', to)
  // Past their retention (10 years by default): listed to the staff for deletion by hand, never deleted here.
  if (filter.pastRetention === true) {
    const cutoff = accountingRetentionCutoff(todayUtc(), privacyConfig.accountingRetentionYears)
    query.where(dateColumn, '<', cutoff)
  }
  return query
}

/**
 * The invoices of the list's filter (`q`: number, company name, customer name or VAT number as issued; `dateFrom`,
 * `dateTo`). The company is joined only to show it, so that counting reads one index of invoices.
 */
export function filteredInvoices(filter: Record<string, unknown>, withCompany = false) {
  const query = db.from('invoices')
  if (withCompany) query.join('companies', 'companies.id', 'invoices.company_id')
  const ids = idList(filter.ids)
  if (ids.length > 0) query.whereIn('invoices.id', ids)
  return whereTextAndDates(query, filter, invoiceSearchBranches, 'invoices.id', 'invoices.issue_date')
}

/**
 * The contract's country of the joined `invoices` and the period their lines cover (each a subquery on an index of
 * invoice_items): what the invoices' rows show, and their credit notes' export.
 */
export function withPeriodAndCountry(query: DatabaseQueryBuilderContract) {
  return query
    .leftJoin('worker_contracts', 'worker_contracts.id', 'invoices.worker_contract_id')
    .leftJoin(
      'representative_countries',
      'representative_countries.id',
      'worker_contracts.representative_country_id'
    )
    .select('representative_countries.code as countryCode')
    .select(
      db.raw(
        '(SELECT MIN(invoice_items.period_start) FROM invoice_items WHERE invoice_items.invoice_id = invoices.id) AS periodStart'
      ),
      db.raw(
        '(SELECT MAX(invoice_items.period_end) FROM invoice_items WHERE invoice_items.invoice_id = invoices.id) AS periodEnd'
      )
    )
}

/**
 * Invoices as flat rows: the company, amounts, the contract's country, the period its lines cover and what was
 * credited (each a subquery on an index of its table: one SELECT serves a page, a detail or a streamed export).
 */
export function invoiceDetails(invoices: DatabaseQueryBuilderContract) {
  return withPeriodAndCountry(invoices)
    .select(
      'invoices.id',
      'invoices.number',
      'invoices.issue_date as issueDate',
      'invoices.company_id as companyId',
      'companies.name as companyName',
      'invoices.customer_name as customerName',
      'invoices.customer_vat_number as customerVatNumber',
      'invoices.amount_without_tax_cents as amountWithoutTaxCents',
      'invoices.amount_taxes_cents as amountTaxesCents',
      'invoices.amount_with_taxes_cents as amountWithTaxesCents',
      'invoices.currency',
      'invoices.locale'
    )
    .select(
      db.raw(
        '(SELECT COALESCE(SUM(credit_notes.amount_cents), 0) FROM credit_notes WHERE credit_notes.invoice_id = invoices.id) AS creditedCents'
      )
    )
}

export interface InvoiceRow {
  id: number
  number: string
  issueDate: string
  companyId: number
  companyName: string
  customerName: string
  customerVatNumber: string
  amountWithoutTaxCents: number
  amountTaxesCents: number
  amountWithTaxesCents: number
  currency: string
  locale: string
  countryCode: string | null
  periodStart: string | null
  periodEnd: string | null
  /** A SUM: a string from the driver. */
  creditedCents: number | string
}

/** The invoices of the list's filter in the order asked, as flat rows, to stream for an export. */
export function invoiceRows(query: Pick<ListQuery, 'filter' | 'sort'>) {
  return orderBy(invoiceDetails(filteredInvoices(query.filter, true)), INVOICE_SORTS, query, 'invoices.id')
}

/**
 * The ids of one page of the invoices list, read on invoices alone (and a search's matches), so that the sort walks
 * its index and stops at the page; the page's details are then read for those ids only.
 */
export function invoiceIdPage(query: ListQuery) {
  return orderBy(filteredInvoices(query.filter).select('invoices.id'), INVOICE_SORTS, query, 'invoices.id')
    .offset(query.offset)
    .limit(query.limit)
}

/** The flat rows of these invoices, in no particular order. */
export function invoicesWithIds(ids: number[]) {
  return invoiceDetails(
    db.from('invoices').join('companies', 'companies.id', 'invoices.company_id').whereIn('invoices.id', ids)
  )
}
