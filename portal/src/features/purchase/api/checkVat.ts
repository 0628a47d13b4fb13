import type { ApiClient } from '../../../lib/api'
import type { VatCheckAnswer } from '../../order'

export type CheckVatInput = { countryCode: string; vatNumber: string }

/** Quiet: the answer (or its failure) is shown on the VAT field itself. */
export function checkVat(api: ApiClient, input: CheckVatInput) {
  return api.post<VatCheckAnswer>('/utils/checkVat', input, { quiet: true })
}
