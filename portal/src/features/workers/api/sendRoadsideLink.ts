import type { ApiClient } from '@/lib/api'
import { useApiMutation } from '@/lib/queries'
import { roadsideLinkKey, roadsideLinkPath } from './roadsideLink'

/** E-mails the posting's link (made when it has none) to an address the user types; a refusal names `email`. */
export function sendRoadsideLink(api: ApiClient, companyId: number, workerId: number, email: string) {
  return api.post<{ sent: boolean }>(
    `${roadsideLinkPath(companyId, workerId)}/send`,
    { email },
    { fields: ['email'] }
  )
}

export function useSendRoadsideLink(companyId: number, workerId: number) {
  return useApiMutation(
    (api, email: string) => sendRoadsideLink(api, companyId, workerId, email),
    () => [roadsideLinkKey(companyId, workerId)]
  )
}
