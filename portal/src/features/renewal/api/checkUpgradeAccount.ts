import { PROVIDER } from '../../../config/paths'
import type { ApiClient } from '../../../lib/api'
import type { UpgradeAccount } from '../types'

/** What the company may renew or upgrade today. Quiet: without an answer the renew and upgrade buttons stay hidden. */
export function checkUpgradeAccount(api: ApiClient, companyId: number) {
  return api.get<UpgradeAccount>(`/${PROVIDER}/workers/company/${companyId}/checkUpgradeAccount`, {
    quiet: true,
  })
}
