import { PROVIDER } from '../../../config/paths'
import type { ApiClient } from '../../../lib/api'
import type { WorkersContract } from '../types'

/** The company's contracts, the targets a worker may be duplicated into. */
export function listCompanyContracts(api: ApiClient, companyId: number) {
  return api.get<{ workerContracts: WorkersContract[] }>(`/${PROVIDER}/company/${companyId}/contracts`)
}
