import type { ReadinessState, WorkersListAnswer } from '@posted-workers/domain'
import type { ApiClient } from '@/lib/api'
import { useApiQuery } from '@/lib/queries'
import { queryString } from '@/lib/queryString'
import { companyPath, companyWorkersKey } from './base'

/** The list's search and its readiness filter (null: every driver). */
export type WorkersQuery = { filter: string; readiness: ReadinessState | null }

export function listWorkers(api: ApiClient, companyId: number, contractId: number, query: WorkersQuery) {
  return api.get<WorkersListAnswer>(
    `${companyPath(companyId)}/contract/${contractId}/workers${queryString({ filter: query.filter, readiness: query.readiness })}`
  )
}

const workersKey = (companyId: number, contractId: number, query: WorkersQuery) =>
  [...companyWorkersKey(companyId), 'contract', contractId, query.filter.trim(), query.readiness] as const

/** The workers of one contract matching the query; while another search loads, the rows shown stay. */
export function useWorkers(companyId: number, contractId: number, query: WorkersQuery) {
  const { data, ...rest } = useApiQuery(
    workersKey(companyId, contractId, query),
    (api) => listWorkers(api, companyId, contractId, query),
    { keepPrevious: true, deferred: true }
  )
  return { ...rest, answer: data ?? null }
}
