import type { CompanyAnswer } from '@posted-workers/domain'
import { PROVIDER } from '@/config/paths'
import type { ApiClient } from '../api'
import { useApiQuery } from '../queries'

/** GET /{provider}/company/{id}: a company with its users; another company's id answers 404 for a customer. */
export function getCompany(api: ApiClient, companyId: number) {
  return api.get<{ company: CompanyAnswer }>(`/${PROVIDER}/company/${companyId}`)
}

export const companyKey = (companyId: number) => ['company', companyId] as const

/** The company (none asked without one): the company page and the home's migration panel read it. */
export function useCompany(companyId: number | null) {
  return useApiQuery(companyKey(companyId ?? 0), (api) => getCompany(api, companyId ?? 0), {
    enabled: companyId !== null,
  })
}
