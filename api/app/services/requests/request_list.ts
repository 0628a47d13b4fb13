import WorkerRequest from '#models/worker_request'
import { containsPattern, countMatches, textFilter, type ListQuery } from '#services/http/list_query'
import { REQUEST_TYPES } from '#enums/contract'

export const REQUEST_SORTS = {
  companyName: 'companies.name',
  createdAt: 'worker_requests.created_at',
  amountCents: 'worker_requests.amount_cents',
  type: 'worker_requests.type',
} as const

const STATUS_FILTERS: Record<string, string[] | null> = {
  pending: ['pending_payment', 'payment_failed'],
  validated: ['validated'],
  removed: ['removed'],
  all: null,
}

/** The list's status filter when none is given: the requests waiting for their money (or after a declined card). */
export const DEFAULT_STATUS_FILTER = 'pending'

export function requestSortColumn(query: ListQuery) {
  return REQUEST_SORTS[query.sort.field as keyof typeof REQUEST_SORTS] ?? REQUEST_SORTS.companyName
}

/** The requests of the list's filter, not yet sorted nor paged; `withCompany` joins the company in any case. */
export function filteredRequests(query: ListQuery, withCompany = false) {
  const { filter } = query
  const text = textFilter(query.filter)
  const base = WorkerRequest.query()
  // The company is joined only to filter or sort on it. Every request has one (company_id is a required foreign
  // key), so the rows are the same; without the join a sort on a request column walks an index of worker_requests
  // (created_at; created_at DESC, id) instead of sorting every joined row in a temporary table.
  if (withCompany || text || requestSortColumn(query) === REQUEST_SORTS.companyName) {
    base.join('companies', 'companies.id', 'worker_requests.company_id')
  }

  const chosen = filter.status
  const statuses =
    typeof chosen === 'string' && Object.hasOwn(STATUS_FILTERS, chosen)
      ? STATUS_FILTERS[chosen]
      : STATUS_FILTERS[DEFAULT_STATUS_FILTER]
  if (statuses) base.whereIn('worker_requests.status', statuses)
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
  if (text) {
    const pattern = containsPattern(text)
    base.where((where) => {
      where
        .whereILike('companies.name', pattern)
        .orWhereILike('companies.vat_number', pattern)
        .orWhereILike('worker_requests.payment_reference', pattern)
        .orWhereILike('worker_requests.request_id', pattern)
    })
  }

  return base
}

/** One page of requests for the back-office. */
export async function listRequests(query: ListQuery) {
  const base = filteredRequests(query)
  const sortColumn = requestSortColumn(query)
  const total = await countMatches(base)
  const rows = await base
    .select('worker_requests.*')
    .orderBy(sortColumn, query.sort.direction)
    .orderBy('worker_requests.id', 'asc')
    .offset(query.offset)
    .limit(query.limit)
    .preload('company')
    .preload('user', (user) => user.preload('profile', (profile) => profile.preload('phones')))
    .preload('lines', (lines) =>
      lines.preload('representativeCountry').preload('sourceWorkerContract').orderBy('id')
    )

  return { rows, total }
}
