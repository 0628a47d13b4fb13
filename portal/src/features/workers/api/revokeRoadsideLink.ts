import type { ApiClient } from '@/lib/api'
import { useApiMutation } from '@/lib/queries'
import { roadsideLinkKey, roadsideLinkPath } from './roadsideLink'

/** Ends the posting's live link: its page and the QR codes already printed stop answering at once. */
export function revokeRoadsideLink(api: ApiClient, companyId: number, workerId: number) {
  return api.post<{ revoked: boolean }>(`${roadsideLinkPath(companyId, workerId)}/revoke`)
}

export function useRevokeRoadsideLink(companyId: number, workerId: number) {
  return useApiMutation(
    (api, _: void) => revokeRoadsideLink(api, companyId, workerId),
    () => [roadsideLinkKey(companyId, workerId)]
  )
}
