import type { ApiClient } from '../../../lib/api'
import type { WorkerDocument } from '../types'
import { companyPath } from './base'

export function listDocuments(api: ApiClient, companyId: number, workerId: number) {
  return api.get<{ documents: WorkerDocument[] }>(`${companyPath(companyId)}/worker/${workerId}/documents`)
}
