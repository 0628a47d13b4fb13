import { PROVIDER } from '../../../config/paths'
import type { ApiClient, ApiOptions } from '../../../lib/api'
import type { WorkerRequest } from '../../order'

export function getWorkerRequest(api: ApiClient, requestId: string, options?: ApiOptions) {
  return api.get<{ request: WorkerRequest | null }>(
    `/${PROVIDER}/workers/request/${encodeURIComponent(requestId)}`,
    options
  )
}
