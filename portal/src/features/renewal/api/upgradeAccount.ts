import { PROVIDER } from '../../../config/paths'
import type { ApiClient } from '../../../lib/api'
import type { OrderAnswer } from '../../order'
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
