import { useI18n } from '../../../i18n/I18nProvider'
import { sharedKeys } from '../../../lib/queryKeys'
import { useApiQuery } from '../../../lib/queries'
import { getCompanyMigration, listCompanyContracts, listCountries } from '../api/dashboard'
import { chooseHomeBanner, mobilityPackageTermsUrl, type HomeBanner } from './homeBanner'

type Dashboard = {
  loading: boolean
  banner: HomeBanner
  /** False only when the company call says so: a failed call shows no migration panel. */
  migrated: boolean
  termsUrl: string | null
}

/**
 * What the home needs beside the contracts panel: which banner, the migration flag and the terms' PDF. The contracts
 * and the countries are the contracts panel's calls: the query cache makes them once.
 */
export function useHomeDashboard(companyId: number): Dashboard {
  const { lang } = useI18n()
  const company = useApiQuery(sharedKeys.company(companyId), (api) => getCompanyMigration(api, companyId))
  const contracts = useApiQuery(sharedKeys.companyContracts(companyId, lang), (api) =>
    listCompanyContracts(api, companyId)
  )
  const termsUrl = useMobilityPackageTerms()
  return {
    loading: company.loading || contracts.loading,
    banner: contracts.data ? chooseHomeBanner(contracts.data.workerContracts) : 'none',
    migrated: company.data ? company.data.company.migratedToMobilityPacket : true,
    termsUrl,
  }
}

/** The Mobility Package terms' PDF alone, for a page that knows the rest (the company page). */
export function useMobilityPackageTerms(): string | null {
  const { lang } = useI18n()
  const { data } = useApiQuery(sharedKeys.allRepresentativeCountries(lang), (api) => listCountries(api), {
    reference: true,
  })
  return data ? mobilityPackageTermsUrl(data.countries, lang) : null
}
