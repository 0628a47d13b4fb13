import { PROVIDER } from '@/config/paths'
import type { ApiClient } from '@/lib/api'
import { useApiMutation } from '@/lib/queries'
import type { PaymentRedirectionForm } from '../types'

/** A new provider form for a card request that is pending or was declined. */
export function payWorkerRequest(api: ApiClient, requestId: string) {
  return api.post<{ requestId: string; paymentRedirectionForm: PaymentRedirectionForm }>(
    `/${PROVIDER}/workers/request/${encodeURIComponent(requestId)}/pay`
  )
}

/** Paying again changes nothing the screens have asked for: the provider's page does the rest. */
export function usePayWorkerRequest() {
  return useApiMutation(
    (api, requestId: string) => payWorkerRequest(api, requestId),
    () => []
  )
}
