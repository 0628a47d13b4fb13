import { PROVIDER } from '../../../config/paths'
import type { ApiClient } from '../../../lib/api'

export type VatStatus = 'valid' | 'invalid' | 'unverified' | 'unchecked'

/** The company's VAT status, which decides whether an admin invoice carries taxes. */
export function getCompanyVatStatus(api: ApiClient, companyId: number) {
  return api.get<{ company: { id: number; vatStatus?: VatStatus } }>(`/${PROVIDER}/company/${companyId}`)
}
