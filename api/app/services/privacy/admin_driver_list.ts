import db from '@adonisjs/lucid/services/db'
import type { AdminDriverAnswer } from '@posted-workers/domain'
import providerConfig from '#config/provider'
import { BusinessException } from '#exceptions/business_exception'
import Driver from '#models/driver'
import type { ListQuery } from '#services/http/list_query'
import { contractState, todayUtc } from '#services/contracts/contract_term'
import { identified } from '#services/privacy/identified'

/**
 * The back-office's list of a company's drivers (its page's drivers' data tab), from which an admin exports or
 * erases a driver's data through the company's own calls (start/routes/workers.ts). Erased drivers are left out.
 */

/** Sort fields of the list; each sort ends on the driver's id so that pages never overlap. */
export const ADMIN_DRIVER_SORTS = ['name', 'id'] as const

/** The company the list is of: required (a list across companies is no one's request), else 422. */
export function readDriversCompany(filter: Record<string, unknown>): number {
  const raw = filter.companyId
  const companyId = typeof raw === 'string' || typeof raw === 'number' ? Number(raw) : Number.NaN
  if (!Number.isSafeInteger(companyId) || companyId <= 0) {
    throw new BusinessException('privacy.companyRequired', { status: 422, field: 'companyId' })
  }
  return companyId
}

interface PostingDates {
  driverId: number
  startDate: string
  endDate: string
}

/** Where a driver's postings stand today: a running one first, then a scheduled one, else his last day posted. */
export function postingStanding(
  postings: Pick<PostingDates, 'startDate' | 'endDate'>[],
  lastRemovedEnd: string | null,
  today: string
): Pick<AdminDriverAnswer, 'postingState' | 'lastPostingEnd'> {
  const states = postings.map((posting) => contractState(posting, today))
  if (states.includes('active')) return { postingState: 'running', lastPostingEnd: null }
  if (states.includes('scheduled')) return { postingState: 'scheduled', lastPostingEnd: null }
  const ends = [...postings.map((posting) => posting.endDate), ...(lastRemovedEnd ? [lastRemovedEnd] : [])]
  if (ends.length === 0) return { postingState: 'none', lastPostingEnd: null }
  return { postingState: 'ended', lastPostingEnd: ends.sort().at(-1)! }
}

/** A driver's call of his company (start/routes/workers.ts), which an admin may make on any company. */
const driverUrl = (lang: string, driver: Driver, action: 'export' | 'erase') =>
  `/${lang}/api/${providerConfig.segment}/company/${driver.companyId}/drivers/${driver.id}/${action}`

/** One page of the company's drivers by name (the folded identity) and their number, in three queries. */
export async function listAdminDrivers(query: ListQuery, lang: string, today = todayUtc()) {
  const companyId = readDriversCompany(query.filter)
  const drivers = Driver.query().where('company_id', companyId).whereNull('erased_at')
  const direction = query.sort.direction
  if (query.sort.field === 'name') drivers.orderBy('identity_key', direction)
  const page = await drivers.clone().orderBy('id', direction).offset(query.offset).limit(query.limit)
  const ids = page.map((driver) => driver.id)
  const [counted, postings, documents] = await Promise.all([
    drivers.clone().clearOrder().count('* as total'),
    ids.length === 0
      ? []
      : (db
          .from('workers')
          .join('worker_contracts', 'worker_contracts.id', 'workers.worker_contract_id')
          .whereIn('workers.driver_id', ids)
          .select(
            'workers.driver_id as driverId',
            'worker_contracts.start_date as startDate',
            'worker_contracts.end_date as endDate'
          ) as Promise<PostingDates[]>),
    ids.length === 0
      ? []
      : db
          .from('worker_documents')
          .whereIn('driver_id', ids)
          .groupBy('driver_id')
          .select('driver_id as driverId')
          .count('* as total'),
  ])
  const documentCounts = new Map(
    documents.map((row: { driverId: number; total: number | string }) => [row.driverId, Number(row.total)])
  )
  const rows = page.map(identified).map((driver): AdminDriverAnswer => ({
    id: driver.id,
    companyId: driver.companyId,
    firstName: driver.firstName,
    lastName: driver.lastName,
    dateOfBirth: driver.dateOfBirth,
    countryCodeOfNationality: driver.countryCodeOfNationality,
    documents: documentCounts.get(driver.id) ?? 0,
    ...postingStanding(
      postings.filter((posting) => posting.driverId === driver.id),
      driver.lastPostingEndedOn,
      today
    ),
    exportUrl: driverUrl(lang, driver, 'export'),
    eraseUrl: driverUrl(lang, driver, 'erase'),
  }))
  return { rows, total: Number(counted[0].$extras.total) }
}
