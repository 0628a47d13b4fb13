import { PROVIDER } from '../../../config/paths'
import type { ApiClient } from '../../../lib/api'

/** "Remind me later" on an expiring contract; the server decides which reminder days it dismisses. */
export function remindLater(api: ApiClient, contractId: number) {
  return api.post<{ workerContracts: unknown[] }>(
    `/${PROVIDER}/workerContracts/${contractId}/setDismissedReminders`,
    {}
  )
}
