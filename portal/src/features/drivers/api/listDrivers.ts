import type { DriversAnswer } from '@posted-workers/domain'
import { PROVIDER } from '@/config/paths'
import { useI18n } from '@/i18n/I18nProvider'
import type { ApiClient } from '@/lib/api'
import { useApiQuery } from '@/lib/queries'
import { companyWorkersKey } from '@/features/workers'
import { rosterQueryString, type RosterQuery } from '../utils/roster'

/** GET /{provider}/company/{id}/drivers: a page of the company's roster, each driver with his postings and papers. */
export function listDrivers(api: ApiClient, companyId: number, query: RosterQuery) {
  return api.get<DriversAnswer>(`/${PROVIDER}/company/${companyId}/drivers${rosterQueryString(query)}`)
}

/**
 * Under the company's workers queries, so that a write to a posting or a document (which changes a readiness) asks
 * the roster again too; per language, as the download links carry it.
 */
const driversKey = (companyId: number, lang: string, query: RosterQuery) =>
  [...companyWorkersKey(companyId), 'roster', lang, rosterQueryString(query)] as const

/** While another page or search loads, the drivers shown stay. */
export function useDrivers(companyId: number, query: RosterQuery) {
  const { lang } = useI18n()
  const { data, ...rest } = useApiQuery(
    driversKey(companyId, lang, query),
    (api) => listDrivers(api, companyId, query),
    { keepPrevious: true }
  )
  return { ...rest, answer: data ?? null }
}
