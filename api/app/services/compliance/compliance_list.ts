import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import {
  COMPLIANCE_STATES,
  READINESS_STATES,
  type AdminComplianceAnswer,
  type DocumentCategory,
  type ExpiringCategory,
  type ReadinessState,
} from '@posted-workers/domain'
import providerConfig from '#config/provider'
import type { ListQuery } from '#services/http/list_query'
import { countryCodes } from '#services/http/list_filters'
import { readTextSearch, type TextSearch, whereCompanyNameMatches } from '#services/http/text_search'
import { todayUtc } from '#services/contracts/contract_term'
import { jsonList } from '#services/drivers/posting_rows'
import { refreshStale } from '#services/drivers/posting_readiness'

/**
 * The back-office's compliance list (ARCHITECTURE.md, "Drivers, postings and compliance"): the postings of running
 * or scheduled contracts whose stored readiness is not `ready`, across companies, read as plain rows once the
 * readiness that lapsed has been judged again (`refreshCompliance`).
 */

/** Sort fields of the list; each sort ends on the posting's id so that pages never overlap. */
export const COMPLIANCE_SORTS = {
  notReadySince: 'workers.not_ready_since',
  companyName: 'companies.name',
  driverName: 'drivers.last_name',
  countryCode: 'representative_countries.code',
} as const

export type ComplianceSort = keyof typeof COMPLIANCE_SORTS

export interface ComplianceFilter {
  companyId?: number
  /** Postings of the companies whose name a search finds (services/http/text_search.ts). */
  companyName?: TextSearch
  /** Representative countries' codes (one from the list's filter, or several). */
  countryCodes: string[]
  /** The states kept: one when asked, all three for `all` (a company's postings), else the two not ready. */
  readiness: ReadinessState[]
}

/** Reads the list's filter; values of the wrong shape are ignored, as every back-office list does. */
export function readComplianceFilter(filter: Record<string, unknown>): ComplianceFilter {
  const companyId =
    typeof filter.companyId === 'string' || typeof filter.companyId === 'number'
      ? Number(filter.companyId)
      : Number.NaN
  const code = filter.countryCode
  const state = READINESS_STATES.find((value) => value === filter.readiness)
  return {
    companyId: Number.isSafeInteger(companyId) && companyId > 0 ? companyId : undefined,
    companyName: readTextSearch(filter.companyName) ?? readTextSearch(filter.q),
    countryCodes: countryCodes(Array.isArray(code) ? code : [code]),
    readiness: state ? [state] : filter.readiness === 'all' ? [...READINESS_STATES] : [...COMPLIANCE_STATES],
  }
}

/**
 * The postings of `filter` among the live ones not ready; the companies are joined when the search or the caller
 * needs them. Reads the running and scheduled contracts from their end date's index, then each one's postings not
 * ready from the (contract, readiness, gap's first day) index of workers (migration 0033), without their rows.
 */
export function filteredPostings(filter: ComplianceFilter, today: string, withCompany = false) {
  const query = db
    .from('workers')
    .join('worker_contracts', 'worker_contracts.id', 'workers.worker_contract_id')
    .whereIn('workers.readiness', filter.readiness)
    .where('worker_contracts.end_date', '>=', today)
  if (withCompany || filter.companyName) query.join('companies', 'companies.id', 'workers.company_id')
  if (filter.companyId) query.where('workers.company_id', filter.companyId)
  if (filter.companyName) whereCompanyNameMatches(query, filter.companyName)
  if (filter.countryCodes.length > 0) {
    const codes = filter.countryCodes
    query.whereIn('worker_contracts.representative_country_id', (countries) => {
      countries.from('representative_countries').select('id').whereIn('code', codes)
    })
  }
  return query
}

const sortField = (sort: ListQuery['sort']): ComplianceSort =>
  Object.hasOwn(COMPLIANCE_SORTS, sort.field) ? (sort.field as ComplianceSort) : 'notReadySince'

/** The order asked; a gap's first day puts the postings that are only expiring (no such day) last either way. */
function orderPostings(query: DatabaseQueryBuilderContract, sort: ListQuery['sort']) {
  const field = sortField(sort)
  const direction = sort.direction
  if (field === 'companyName') query.orderBy('companies.name', direction)
  if (field === 'driverName') {
    query.orderBy('drivers.last_name', direction).orderBy('drivers.first_name', direction)
  }
  if (field === 'countryCode') query.orderBy('representative_countries.code', direction)
  if (field === 'notReadySince' || field === 'countryCode') {
    query
      .orderByRaw('workers.not_ready_since IS NULL')
      .orderBy('workers.not_ready_since', field === 'notReadySince' ? direction : 'asc')
  }
  return query.orderBy('workers.id', 'asc')
}

/** The flat row of the list and its export: one SELECT, no model. */
const ROW_COLUMNS = [
  'workers.id',
  'workers.company_id as companyId',
  'companies.name as companyName',
  'workers.driver_id as driverId',
  'drivers.first_name as firstName',
  'drivers.last_name as lastName',
  'representative_countries.code as countryCode',
  'worker_contracts.id as contractId',
  'worker_contracts.start_date as startDate',
  'worker_contracts.end_date as endDate',
  'workers.readiness',
  'workers.readiness_missing as missing',
  'workers.readiness_expiring as expiring',
  'workers.not_ready_since as notReadySince',
]

export interface ComplianceRow {
  id: number
  companyId: number
  companyName: string
  driverId: number
  firstName: string
  lastName: string
  countryCode: string
  contractId: number
  startDate: string
  endDate: string
  readiness: ReadinessState
  /** JSON, as MySQL (parsed) or MariaDB (text) hands it back. */
  missing: unknown
  expiring: unknown
  notReadySince: string | null
}

/** The flat row's joins and columns over postings joined to their contracts and companies. */
function postingDetails(postings: DatabaseQueryBuilderContract) {
  return postings
    .join('drivers', 'drivers.id', 'workers.driver_id')
    .join(
      'representative_countries',
      'representative_countries.id',
      'worker_contracts.representative_country_id'
    )
    .select(ROW_COLUMNS)
}

/** The postings of `filter` in the order asked, as flat rows, for an export to stream. */
export function complianceRows(filter: ComplianceFilter, sort: ListQuery['sort'], today = todayUtc()) {
  return orderPostings(postingDetails(filteredPostings(filter, today, true)), sort)
}

/**
 * The ids of one page: only the tables the filter and the sort read, so that the database sorts small rows (the
 * postings' ids and sort keys), not the JSON lists of every posting the filter matches.
 */
function complianceIdPage(filter: ComplianceFilter, query: ListQuery, today: string) {
  const field = sortField(query.sort)
  const ids = filteredPostings(filter, today, field === 'companyName')
  if (field === 'driverName') ids.join('drivers', 'drivers.id', 'workers.driver_id')
  if (field === 'countryCode') {
    ids.join(
      'representative_countries',
      'representative_countries.id',
      'worker_contracts.representative_country_id'
    )
  }
  return orderPostings(ids.select('workers.id'), query.sort).offset(query.offset).limit(query.limit)
}

/** The flat rows of these postings, in the order of `ids`. */
async function postingsById(ids: number[]): Promise<ComplianceRow[]> {
  if (ids.length === 0) return []
  const rows = (await postingDetails(
    db
      .from('workers')
      .join('worker_contracts', 'worker_contracts.id', 'workers.worker_contract_id')
      .join('companies', 'companies.id', 'workers.company_id')
      .whereIn('workers.id', ids)
  )) as ComplianceRow[]
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** A posting's roadside call (start/routes/roadside.ts), which its company and an admin may make. */
const roadsideUrl = (lang: string, row: ComplianceRow, file: 'certificate' | 'roadsidePack') =>
  `/${lang}/api/${providerConfig.segment}/workers/company/${row.companyId}/worker/${row.id}/${file}`

export function presentCompliance(row: ComplianceRow, lang = 'fr'): AdminComplianceAnswer {
  return {
    id: row.id,
    companyId: row.companyId,
    companyName: row.companyName,
    driverId: row.driverId,
    driverName: `${row.firstName} ${row.lastName}`,
    countryCode: row.countryCode,
    contractId: row.contractId,
    startDate: row.startDate,
    endDate: row.endDate,
    readiness: row.readiness,
    missing: jsonList<DocumentCategory>(row.missing),
    expiring: jsonList<ExpiringCategory>(row.expiring),
    notReadySince: row.notReadySince,
    certificateUrl: roadsideUrl(lang, row, 'certificate'),
    packUrl: roadsideUrl(lang, row, 'roadsidePack'),
  }
}

/**
 * Judges again the readiness that lapsed (a document's day passed, a country's requirements changed) among the
 * postings the list may show: one company's when the filter names it, else all (cheap when none lapsed).
 */
export function refreshCompliance(filter: ComplianceFilter, today = todayUtc()) {
  return refreshStale(filter.companyId ? { companyId: filter.companyId } : {}, undefined, today)
}

/**
 * One page of the list, up to date, and the number of postings the filter matches. The page is found on the ids
 * alone (a deferred join); the rows' details are read for that page's postings only.
 */
export async function listCompliance(query: ListQuery, lang: string, today = todayUtc()) {
  const filter = readComplianceFilter(query.filter)
  await refreshCompliance(filter, today)
  const [page, counted] = await Promise.all([
    complianceIdPage(filter, query, today),
    filteredPostings(filter, today).count('* as total'),
  ])
  const rows = await postingsById(page.map((row) => Number(row.id)))
  return { rows: rows.map((row) => presentCompliance(row, lang)), total: Number(counted[0].total) }
}
