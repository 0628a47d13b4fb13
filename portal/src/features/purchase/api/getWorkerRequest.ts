import { PROVIDER } from '@/config/paths'
import type { ApiClient } from '@/lib/api'
import { useApiQuery } from '@/lib/queries'
import type { WorkerRequest } from '@/features/order'

/** A request by its public id; another company's answers none. `quiet`: the page says so in its own words. */
export function getWorkerRequest(api: ApiClient, requestId: string, quiet: boolean) {
  return api.get<{ request: WorkerRequest | null }>(
    `/${PROVIDER}/workers/request/${encodeURIComponent(requestId)}`,
    { quiet }
  )
}

const workerRequestKey = (requestId: string) => ['workerRequest', requestId] as const

/** The request of the payment, bank-transfer and confirmation pages (none asked without an id). */
export function useWorkerRequest(requestId: string | null, options: { quiet?: boolean } = {}) {
  return useApiQuery(
    workerRequestKey(requestId ?? ''),
    (api) => getWorkerRequest(api, requestId ?? '', options.quiet ?? false),
    { enabled: requestId !== null }
  )
}
