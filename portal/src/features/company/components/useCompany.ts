import { sharedKeys } from '../../../lib/queryKeys'
import { useApiQuery } from '../../../lib/queries'
import { getCompany } from '../api/getCompany'

/** A company with its users (none asked without a company). */
export function useCompany(companyId: number | null) {
  const { data, loading } = useApiQuery(
    sharedKeys.company(companyId ?? 0),
    (api) => getCompany(api, companyId ?? 0),
    {
      enabled: companyId !== null,
    }
  )
  return { loading, company: data?.company ?? null }
}
