import db from '@adonisjs/lucid/services/db'
import { AUTHORITY_REQUEST_STATUSES, type AuthorityRequestStatus } from '@posted-workers/domain'
import type { ListQuery } from '#services/http/list_query'
import { booleanValue } from '#services/http/list_filters'
import { readTextSearch, type TextSearch, whereCompanyNameMatches } from '#services/http/text_search'
import { authorityRequestAnswers } from '#services/authority_requests/authority_request_rows'

/** Sort fields of the back-office list; each sort ends on the id so that pages never overlap. */
export const AUTHORITY_REQUEST_SORTS = {
  dueOn: 'authority_requests.due_on',
  receivedOn: 'authority_requests.received_on',
  companyName: 'companies.name',
  countryCode: 'authority_requests.country_code',
  status: 'authority_requests.status',
  id: 'authority_requests.id',
} as const

export interface AuthorityRequestFilter {
  companyId?: number
  companyName?: TextSearch
  countryCode?: string
  status?: AuthorityRequestStatus
  /** Only those due before today and neither answered nor closed (the list's switch: off keeps every request). */
  overdue?: boolean
}

/** Reads the list's filter; values of the wrong shape are ignored, as every back-office list does. */
export function readAuthorityRequestFilter(filter: Record<string, unknown>): AuthorityRequestFilter {
  const companyId = Number(filter.companyId)
  const code = typeof filter.countryCode === 'string' ? filter.countryCode.trim().toUpperCase() : ''
  return {
    companyId: Number.isSafeInteger(companyId) && companyId > 0 ? companyId : undefined,
    companyName: readTextSearch(filter.companyName) ?? readTextSearch(filter.q),
    countryCode: /^[A-Z]{2}$/.test(code) ? code : undefined,
    status: AUTHORITY_REQUEST_STATUSES.find((status) => status === filter.status),
    overdue: booleanValue(filter.overdue) === true || undefined,
  }
}

/** The requests `filter` keeps, joined to their companies. */
export function filteredAuthorityRequests(filter: AuthorityRequestFilter, today: string) {
  const query = db
    .from('authority_requests')
    .join('companies', 'companies.id', 'authority_requests.company_id')
  if (filter.companyId) query.where('authority_requests.company_id', filter.companyId)
  if (filter.companyName) whereCompanyNameMatches(query, filter.companyName)
  if (filter.countryCode) query.where('authority_requests.country_code', filter.countryCode)
  if (filter.status) query.where('authority_requests.status', filter.status)
  if (filter.overdue === true) {
    query
      .whereIn('authority_requests.status', ['open', 'waiting_customer'])
      .where('authority_requests.due_on', '<', today)
  }
  return query
}

/** One page of the list and the number of requests the filter matches. */
export async function listAuthorityRequests(query: ListQuery, today: string) {
  const filter = readAuthorityRequestFilter(query.filter)
  const field = Object.hasOwn(AUTHORITY_REQUEST_SORTS, query.sort.field)
    ? AUTHORITY_REQUEST_SORTS[query.sort.field as keyof typeof AUTHORITY_REQUEST_SORTS]
    : AUTHORITY_REQUEST_SORTS.dueOn
  const [page, counted] = await Promise.all([
    filteredAuthorityRequests(filter, today)
      .select('authority_requests.id')
      .orderBy(field, query.sort.direction)
      .orderBy('authority_requests.id', 'asc')
      .offset(query.offset)
      .limit(query.limit),
    filteredAuthorityRequests(filter, today).count('* as total'),
  ])
  const rows = await authorityRequestAnswers(
    page.map((row) => Number(row.id)),
    today
  )
  return { rows, total: Number(counted[0].total) }
}
