import { PROVIDER } from '../../../config/paths'
import type { ApiClient } from '../../../lib/api'
import type { CompanyDetails } from '../types'

/** A company with its users; another company's id answers 404 for a customer. */
export function getCompany(api: ApiClient, companyId: number) {
  return api.get<{ company: CompanyDetails }>(`/${PROVIDER}/company/${companyId}`)
}
