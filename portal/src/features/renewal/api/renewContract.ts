import { PROVIDER } from '../../../config/paths'
import type { ApiClient } from '../../../lib/api'
import type { OrderAnswer } from '../../order'
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
