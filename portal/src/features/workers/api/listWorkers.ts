import type { ApiClient } from '../../../lib/api'
import type { WorkersAnswer } from '../types'
import { companyPath } from './base'

export function listWorkers(api: ApiClient, companyId: number, contractId: number, filter: string) {
  const query = filter.trim() ? `?filter=${encodeURIComponent(filter.trim())}` : ''
  return api.get<WorkersAnswer>(`${companyPath(companyId)}/contract/${contractId}/workers${query}`)
}
