import db from '@adonisjs/lucid/services/db'
import { idList } from '#services/http/list_filters'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import {
  cappedCount,
  countCapOf,
  readPage,
  startsWithPattern,
  withMatchCount,
  type ListQuery,
  type PageResults,
} from '#services/http/list_query'
import {
  nameMatches,
  joinMatches,
  readTextSearch,
  type TextSearch,
  whereCompanyNameMatches,
} from '#services/http/text_search'
import {
  DEFAULT_REQUEST_STATUS_FILTER,
  REQUEST_TYPES,
  type PaymentMethod,
  type RequestStatus,
  type RequestStatusFilter,
  type RequestType,
} from '#enums/contract'
import { PENDING_STATUSES } from '#services/requests/request_transitions'

/**
 * Sort fields of the back-office requests list, each served by an index of worker_requests (migrations 0009 and
 * 0024): the company's name is the copy the request keeps (companies/company_name_copies.ts).
 */
export const REQUEST_SORTS = {
  companyName: 'worker_requests.company_name',
  createdAt: 'worker_requests.created_at',
  amountCents: 'worker_requests.amount_cents',
  type: 'worker_requests.type',
} as const

/** The statuses each word of the list's status filter gathers (all: no filter). */
const STATUS_FILTERS: Record<RequestStatusFilter, RequestStatus[] | null> = {
  pending: PENDING_STATUSES,
  validated: ['validated'],
  removed: ['removed'],
  all: null,
}

export function requestSortColumn(query: Pick<ListQuery, 'sort'>) {
  return REQUEST_SORTS[query.sort.field as keyof typeof REQUEST_SORTS] ?? REQUEST_SORTS.companyName
}

/**
 * The requests a search finds (README, "Back-office search"): by the words of their company's name, or by the
 * beginning of their company's VAT number, their payment reference or their request id. Each branch reads its own
 * index and keeps only the statuses listed, so that a common word (or a one-letter text, found anywhere) does not
 * gather every request of thousands of companies: the companies the words find are gathered once, and the requests
 * of the statuses listed are read from the (status, company) index and kept when their company is among them
 * (migration 0044; `q=logistics` at 300,000 contracts: 10,234 companies, 2,304 pending requests, counted in 21 ms
 * where looking up each company's requests took 45).
 */
function searchBranches(search: TextSearch, statuses: RequestStatus[] | null) {
  const prefix = startsWithPattern(search.text)
  const listed = <Query extends DatabaseQueryBuilderContract>(branch: Query) =>
    statuses ? branch.whereIn('worker_requests.status', statuses) : branch
  const ofCompanies = () =>
    listed(
      db
        .from('companies')
        .join('worker_requests', 'worker_requests.company_id', 'companies.id')
        .select('worker_requests.id')
    )
  const ofRequests = () => listed(db.from('worker_requests').select('worker_requests.id'))
  return [
    search.words.length > 0
      ? ofRequests().whereIn('worker_requests.company_id', nameMatches('company', search.words, false))
      : whereCompanyNameMatches(ofCompanies(), search),
    ofCompanies().where('companies.vat_number', 'like', prefix),
    ofRequests().where('worker_requests.payment_reference', 'like', prefix),
    ofRequests().where('worker_requests.request_id', 'like', prefix),
  ]
}

/** The statuses the list's status filter gathers (null: every status). */
function listedStatuses(filter: ListQuery['filter']) {
  const chosen = filter.status
  return typeof chosen === 'string' && Object.hasOwn(STATUS_FILTERS, chosen)
    ? STATUS_FILTERS[chosen as RequestStatusFilter]
    : STATUS_FILTERS[DEFAULT_REQUEST_STATUS_FILTER]
}

/**
 * The requests of the list's filter, not yet sorted nor paged; `withCompany` joins the company; `onlyStatus` keeps
 * one of the listed statuses (requestIdPage's branches).
 */
export function filteredRequests(
  query: Pick<ListQuery, 'filter'>,
  withCompany = false,
  onlyStatus?: RequestStatus
) {
  const { filter } = query
  const base = db.from('worker_requests')
  if (withCompany) base.join('companies', 'companies.id', 'worker_requests.company_id')
  const ids = idList(filter.ids)
  if (ids.length > 0) base.whereIn('worker_requests.id', ids)

  const statuses = listedStatuses(filter)
  if (onlyStatus) base.where('worker_requests.status', onlyStatus)
  else if (statuses) base.whereIn('worker_requests.status', statuses)
  if (typeof filter.type === 'string' && (REQUEST_TYPES as readonly string[]).includes(filter.type)) {
    base.where('worker_requests.type', filter.type)
  }
  if (filter.filterUpgradeRequest === true) base.where('worker_requests.type', 'upgrade')
  if (typeof filter.promoCode === 'string' && filter.promoCode.trim()) {
    base.where('worker_requests.promo_code', filter.promoCode.trim())
  }
  const countries = Array.isArray(filter.representativeCountries)
    ? filter.representativeCountries.filter((code): code is string => typeof code === 'string').slice(0, 40)
    : []
  if (countries.length > 0) {
    base.whereExists((exists) => {
      exists
        .from('worker_request_lines')
        .join(
          'representative_countries',
          'representative_countries.id',
          'worker_request_lines.representative_country_id'
        )
        .whereColumn('worker_request_lines.worker_request_id', 'worker_requests.id')
        .whereIn('representative_countries.code', countries)
    })
  }
  const search = readTextSearch(filter.q)
  if (search) joinMatches(base, 'worker_requests.id', searchBranches(search, statuses))

  return base
}

/**
 * Orders requests as the list asks; the id breaks ties in the same direction, which every sort's index carries after
 * its column: the index is walked (backwards for a descending sort) and stops at the page.
 */
export function orderRequests(query: DatabaseQueryBuilderContract, listQuery: Pick<ListQuery, 'sort'>) {
  return query
    .orderBy(requestSortColumn(listQuery), listQuery.sort.direction)
    .orderBy('worker_requests.id', listQuery.sort.direction)
}

/** The sorts an index of worker_requests serves status by status: (status, column), then the id. */
const SORTED_PER_STATUS: string[] = [REQUEST_SORTS.companyName, REQUEST_SORTS.createdAt]

/**
 * The ids of one page and one more (whether another page follows): worker_requests alone (its indexes give the
 * order), no column that is not needed.
 *
 * Several statuses listed (the default, pending: pending payment or declined) and sorted by a column that an index
 * keeps per status: each status's requests are read from that index in the list's order, up to the page's end, and
 * the branches merged (UNION ALL, then sorted). The (status, column) index cannot give the order of two statuses at
 * once: the database gathered and sorted every pending request for each page (at 300,000 contracts, 20,900 of them;
 * rows 9,000 to 9,025 by company name 30 ms of the database's time, 14 ms so).
 */
export function requestIdPage(query: ListQuery) {
  const column = requestSortColumn(query)
  const statuses = listedStatuses(query.filter)
  if (statuses && statuses.length > 1 && SORTED_PER_STATUS.includes(column)) {
    const direction = query.sort.direction
    const branches = statuses.map((status) =>
      orderRequests(
        filteredRequests(query, false, status).select('worker_requests.id', `${column} as sort_key`),
        query
      ).limit(query.offset + query.limit + 1)
    )
    return db
      .from((merged) => {
        merged.unionAll(branches, true).as('by_status')
      })
      .select('by_status.id')
      .orderBy('by_status.sort_key', direction)
      .orderBy('by_status.id', direction)
      .offset(query.offset)
      .limit(query.limit + 1)
  }
  return orderRequests(filteredRequests(query).select('worker_requests.id'), query)
    .offset(query.offset)
    .limit(query.limit + 1)
}

/**
 * The number of requests the filter matches, counted on an index of worker_requests up to its cap (requestCountCap;
 * beyond, the list pages on without a total: counting every request read the whole index at each page).
 */
export function countRequests(query: ListQuery) {
  return cappedCount(filteredRequests(query), requestCountCap(query))
}

/** How far the requests of `query` are counted: a search's matches to SEARCH_COUNT_CAP, a list's to LIST_COUNT_CAP. */
export function requestCountCap(query: Pick<ListQuery, 'filter'>) {
  return countCapOf(readTextSearch(query.filter.q))
}

/**
 * The statements of a page, sent together (readPage reads their answers): the page's ids and one more, and the
 * count; with a search, one statement that pages and counts the matches (withMatchCount: the search's matches,
 * gathered and sorted anyway, read once).
 */
export function requestPageStatements(query: ListQuery) {
  if (readTextSearch(query.filter.q)) {
    return [withMatchCount(orderRequests(filteredRequests(query).select('worker_requests.id'), query), query)]
  }
  return [requestIdPage(query), countRequests(query)]
}

/** A request of the list as a plain row, with its company, its user and the user's first phone. */
export interface RequestRow {
  id: number
  requestId: string
  type: RequestType
  status: RequestStatus
  mop: PaymentMethod
  createdAt: Date
  companyId: number
  companyName: string
  vatNumber: string
  userLogin: string | null
  userEmail: string | null
  userPhone: string | null
  promoCode: string | null
  amountCents: number
  currency: string
  paymentReference: string
}

/** A line of a request of the list as a plain row, with its country and the end of the contract it continues. */
export interface RequestLineRow {
  workerRequestId: number
  countryCode: string
  countryName: string
  isMobilityPackage: number | boolean
  allowedNumberOfWorkers: number | null
  monthlyAmountCents: number
  totalAmountCents: number
  startDate: string | null
  endDate: string | null
  sourceEndDate: string | null
}

/** The rows of these requests (in no particular order): one SELECT, the phone a subquery on its index. */
export function requestsWithIds(ids: number[]) {
  return db
    .from('worker_requests')
    .join('companies', 'companies.id', 'worker_requests.company_id')
    .leftJoin('users', 'users.id', 'worker_requests.user_id')
    .whereIn('worker_requests.id', ids)
    .select(
      'worker_requests.id',
      'worker_requests.request_id as requestId',
      'worker_requests.type',
      'worker_requests.status',
      'worker_requests.mop',
      'worker_requests.created_at as createdAt',
      'companies.id as companyId',
      'companies.name as companyName',
      'companies.vat_number as vatNumber',
      'users.login as userLogin',
      'users.email as userEmail',
      'worker_requests.promo_code as promoCode',
      'worker_requests.amount_cents as amountCents',
      'worker_requests.currency',
      'worker_requests.payment_reference as paymentReference'
    )
    .select(
      db.raw(
        '(SELECT profile_phones.number FROM profiles JOIN profile_phones ON profile_phones.profile_id = profiles.id ' +
          'WHERE profiles.user_id = users.id ORDER BY profile_phones.position, profile_phones.id LIMIT 1) AS userPhone'
      )
    )
}

/** The lines of these requests, in their order. */
export function linesOfRequests(ids: number[]) {
  return db
    .from('worker_request_lines')
    .join(
      'representative_countries',
      'representative_countries.id',
      'worker_request_lines.representative_country_id'
    )
    .leftJoin('worker_contracts as source', 'source.id', 'worker_request_lines.source_worker_contract_id')
    .whereIn('worker_request_lines.worker_request_id', ids)
    .orderBy('worker_request_lines.id', 'asc')
    .select(
      'worker_request_lines.worker_request_id as workerRequestId',
      'representative_countries.code as countryCode',
      'representative_countries.name as countryName',
      'representative_countries.is_mobility_package as isMobilityPackage',
      'worker_request_lines.allowed_number_of_workers as allowedNumberOfWorkers',
      'worker_request_lines.monthly_amount_cents as monthlyAmountCents',
      'worker_request_lines.total_amount_cents as totalAmountCents',
      'worker_request_lines.start_date as startDate',
      'worker_request_lines.end_date as endDate',
      'source.end_date as sourceEndDate'
    )
}

/**
 * One page of requests for the back-office, the number the filter matches (null beyond `cap`, requestCountCap) and
 * whether another page follows, in four queries whatever the page's size (three with a search): the page's ids and
 * the count together (worker_requests' indexes only; requestPageStatements), then the page's rows and their lines
 * together, as plain rows (building models was about a third of the list's time).
 */
export async function listRequests(query: ListQuery) {
  const cap = requestCountCap(query)
  const results = (await Promise.all(requestPageStatements(query))) as PageResults
  const { rows: page, total, hasNextPage } = await readPage(results, query, () => countRequests(query), cap)
  const ids = page.map((row) => Number(row.id))
  if (ids.length === 0) return { rows: [], lines: [], total, hasNextPage, cap }
  const [found, lines] = await Promise.all([requestsWithIds(ids), linesOfRequests(ids)])
  const byId = new Map((found as RequestRow[]).map((row) => [row.id, row]))
  return {
    rows: ids.flatMap((id) => byId.get(id) ?? []),
    lines: lines as RequestLineRow[],
    total,
    hasNextPage,
    cap,
  }
}
