import { useCallback } from 'react'
import { useI18n } from '../../../i18n/I18nProvider'
import { useApiQuery } from '../../../lib/queries'
import { contractsKeys } from '../api/keys'
import { listContracts } from '../api/listContracts'
import { listRepresentativeCountries } from '../api/listRepresentativeCountries'

/**
 * The company's contracts and the representative countries they point to. The countries come again with the
 * language: their terms-of-sale links carry it. Without countries the panel still shows the contracts.
 */
export function useContracts(companyId: number) {
  const { lang } = useI18n()
  const contracts = useApiQuery(
    contractsKeys.contracts(companyId, lang),
    (api) => listContracts(api, companyId),
    { deferred: true }
  )
  const countries = useApiQuery(
    contractsKeys.representativeCountries(lang),
    (api) => listRepresentativeCountries(api),
    { reference: true, deferred: true }
  )
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
