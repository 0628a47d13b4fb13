import { useApiQuery } from '../../../lib/queries'
import { listWorkers } from '../api/listWorkers'
import { workersKeys } from '../api/keys'

/** The workers of one contract matching `filter`; while another search loads, the rows shown stay. */
export function useWorkers(companyId: number, contractId: number, filter: string) {
  const { data, ...query } = useApiQuery(
    workersKeys.list(companyId, contractId, filter),
    (api) => listWorkers(api, companyId, contractId, filter),
    { keepPrevious: true, deferred: true }
  )
  return { ...query, answer: data ?? null }
}
