import { PROVIDER } from '@/config/paths'
import type { ApiClient } from '@/lib/api'
import { allCompanyContractsKey } from '@/lib/api/companyContracts'
import { useApiMutation } from '@/lib/queries'

/** "Remind me later" on an expiring contract; the server decides which reminder days it dismisses. */
export function remindLater(api: ApiClient, contractId: number) {
  return api.post<{ workerContracts: unknown[] }>(
    `/${PROVIDER}/workerContracts/${contractId}/setDismissedReminders`,
    {}
  )
}

/** Dismissed, the alert goes: the company's contracts (the panel's and the home's) are asked again. */
export function useRemindLater(companyId: number) {
  return useApiMutation(
    (api, contractId: number) => remindLater(api, contractId),
    () => [allCompanyContractsKey(companyId)]
  )
}
