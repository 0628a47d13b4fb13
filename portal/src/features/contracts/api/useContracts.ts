import { useCallback } from 'react'
import { useCompanyContracts } from '@/lib/api/companyContracts'
import { useAllRepresentativeCountries } from '@/lib/api/representativeCountries'

/**
 * The company's contracts and the representative countries they point to. The countries come again with the
 * language: their terms-of-sale links carry it. Without countries the panel still shows the contracts.
 */
export function useContracts(companyId: number) {
  const contracts = useCompanyContracts(companyId, { deferred: true })
  const countries = useAllRepresentativeCountries({ deferred: true })
  const { reload: reloadContracts } = contracts
  const { reload: reloadCountries, failed: countriesFailed } = countries
  const retry = useCallback(() => {
    reloadContracts()
    if (countriesFailed) reloadCountries()
  }, [reloadContracts, reloadCountries, countriesFailed])
  return {
    loading: contracts.loading || countries.loading,
    /** The contracts call failed (its errors were toasted by the client). */
    failed: contracts.failed,
    contracts: contracts.data?.workerContracts ?? [],
    countries: countries.data?.countries ?? [],
    retry,
  }
}
