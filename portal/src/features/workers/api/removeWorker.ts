import type { ApiClient } from '@/lib/api'
import { useApiMutation } from '@/lib/queries'
import { companyPath, companyWorkersKey } from './base'

/** Ends the posting: its own documents and their files go; the driver and his documents stay on the roster. */
export function removeWorker(api: ApiClient, companyId: number, workerId: number) {
  return api.post<{ removed: boolean }>(`${companyPath(companyId)}/worker/${workerId}/remove`)
}

/** Removed, the posting leaves the contract's list (a scheduled renewal's too) and the roster's. */
export function useRemoveWorker(companyId: number) {
  return useApiMutation(
    (api, workerId: number) => removeWorker(api, companyId, workerId),
    () => [companyWorkersKey(companyId)]
  )
}
