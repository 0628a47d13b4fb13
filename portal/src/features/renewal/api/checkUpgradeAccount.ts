import { PROVIDER } from '@/config/paths'
import type { ApiClient } from '@/lib/api'
import { useApiQuery } from '@/lib/queries'
import type { UpgradeAccount } from '../types'

/** What the company may renew or upgrade today. Quiet: without an answer the renew and upgrade buttons stay hidden. */
export function checkUpgradeAccount(api: ApiClient, companyId: number) {
  return api.get<UpgradeAccount>(`/${PROVIDER}/workers/company/${companyId}/checkUpgradeAccount`, {
    quiet: true,
  })
}

/** What the company may renew or upgrade: an order of either changes it (see the forms' mutations). */
export const upgradeAccountKey = (companyId: number) => ['account', companyId] as const

/**
 * Asked once per company view and again on `reload`. The last answer stays while a new one is asked; without an
 * answer (a failed call) `account` is null and nothing is offered.
 */
export function useUpgradeAccount(companyId: number) {
  const { data, failed, reload } = useApiQuery(upgradeAccountKey(companyId), (api) =>
    checkUpgradeAccount(api, companyId)
  )
  return { account: failed ? null : (data ?? null), reload }
}
