import { PROVIDER } from '@/config/paths'
import type { ApiClient } from '@/lib/api'
import { useApiMutation } from '@/lib/queries'
import type { OrderAnswer } from '@/features/order'
import { upgradeAccountKey } from './checkUpgradeAccount'
import type { UpgradeInput } from '../types'

/** `fields`: the form's server paths; errors naming one of them sit under that field, the others are toasted. */
export function upgradeAccount(
  api: ApiClient,
  companyId: number,
  input: UpgradeInput,
  fields: readonly string[]
) {
  return api.post<OrderAnswer>(`/${PROVIDER}/workers/company/${companyId}/upgradeAccount`, input, {
    fields,
    followRedirect: false,
  })
}

/** Ordered, what the company may renew or upgrade changes (a request now waits for its money). */
export function useOrderUpgrade(companyId: number) {
  return useApiMutation(
    (api, { input, fields }: { input: UpgradeInput; fields: readonly string[] }) =>
      upgradeAccount(api, companyId, input, fields),
    () => [upgradeAccountKey(companyId)]
  )
}
