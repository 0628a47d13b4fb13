import { PROVIDER } from '../../../config/paths'
import type { ApiClient } from '../../../lib/api'
import type { Contract } from '../types'

/** Every contract of the company, most recent start first. */
export function listContracts(api: ApiClient, companyId: number) {
  return api.get<{ workerContracts: Contract[] }>(`/${PROVIDER}/company/${companyId}/contracts`)
}
