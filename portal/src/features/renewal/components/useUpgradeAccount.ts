import { sharedKeys } from '../../../lib/queryKeys'
import { useApiQuery } from '../../../lib/queries'
import { checkUpgradeAccount } from '../api/checkUpgradeAccount'

/**
 * What the company may renew or upgrade, asked once per company view and again on `reload`. The last answer
 * stays while a new one is asked; without an answer (a failed call) `account` is null and nothing is offered.
 */
export function useUpgradeAccount(companyId: number) {
  const { data, failed, reload } = useApiQuery(sharedKeys.account(companyId), (api) =>
    checkUpgradeAccount(api, companyId)
  )
  return { account: failed ? null : (data ?? null), reload }
}
