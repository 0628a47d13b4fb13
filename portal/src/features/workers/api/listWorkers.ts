import type { WorkersListAnswer } from '@posted-workers/domain'
import type { ApiClient } from '@/lib/api'
import { useApiQuery } from '@/lib/queries'
import { companyPath, companyWorkersKey } from './base'

export function listWorkers(api: ApiClient, companyId: number, contractId: number, filter: string) {
  const query = filter.trim() ? `?filter=${encodeURIComponent(filter.trim())}` : ''
  return api.get<WorkersListAnswer>(`${companyPath(companyId)}/contract/${contractId}/workers${query}`)
}

const workersKey = (companyId: number, contractId: number, filter: string) =>
  [...companyWorkersKey(companyId), 'contract', contractId, filter] as const

/** The workers of one contract matching `filter`; while another search loads, the rows shown stay. */
export function useWorkers(companyId: number, contractId: number, filter: string) {
  const { data, ...query } = useApiQuery(
    workersKey(companyId, contractId, filter),
    (api) => listWorkers(api, companyId, contractId, filter),
    { keepPrevious: true, deferred: true }
  )
  return { ...query, answer: data ?? null }
}
