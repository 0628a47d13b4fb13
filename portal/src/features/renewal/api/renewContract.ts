import { PROVIDER } from '@/config/paths'
import type { ApiClient } from '@/lib/api'
import { useApiMutation } from '@/lib/queries'
import type { OrderAnswer } from '@/features/order'
import { upgradeAccountKey } from './checkUpgradeAccount'
import type { RenewInput } from '../types'

/** `fields`: the form's server paths; errors naming one of them sit under that field, the others are toasted. */
export function renewContract(
  api: ApiClient,
  companyId: number,
  input: RenewInput,
  fields: readonly string[]
) {
  return api.post<OrderAnswer>(`/${PROVIDER}/workers/company/${companyId}/renewContract`, input, {
    fields,
    followRedirect: false,
  })
}

/** Ordered, what the company may renew or upgrade changes (a request now waits for its money). */
export function useRenewContract(companyId: number) {
  return useApiMutation(
    (api, { input, fields }: { input: RenewInput; fields: readonly string[] }) =>
      renewContract(api, companyId, input, fields),
    () => [upgradeAccountKey(companyId)]
  )
}
