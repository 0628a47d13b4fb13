import type { ApiClient } from '@/lib/api'
import { useApiMutation } from '@/lib/queries'
import { companyPath, companyWorkersKey } from './base'

/** Removes the worker with its documents and their files. */
export function removeWorker(api: ApiClient, companyId: number, workerId: number) {
  return api.post<{ removed: boolean }>(`${companyPath(companyId)}/worker/${workerId}/remove`)
}

/** Removed, the driver leaves every list of the company (a scheduled renewal's too). */
export function useRemoveWorker(companyId: number) {
  return useApiMutation(
    (api, workerId: number) => removeWorker(api, companyId, workerId),
    () => [companyWorkersKey(companyId)]
  )
}
