import type { ApiClient } from '../../../lib/api'
import { companyPath } from './base'

/** Removes the worker with its documents and their files. */
export function removeWorker(api: ApiClient, companyId: number, workerId: number) {
  return api.post<{ removed: boolean }>(`${companyPath(companyId)}/worker/${workerId}/remove`)
}
