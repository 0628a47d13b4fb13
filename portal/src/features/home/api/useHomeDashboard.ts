import { useI18n } from '@/i18n/I18nProvider'
import { useCompany } from '@/lib/api/company'
import { useCompanyContracts } from '@/lib/api/companyContracts'
import { useAllRepresentativeCountries } from '@/lib/api/representativeCountries'
import { chooseHomeBanner, mobilityPackageTermsUrl, type HomeBanner } from '../utils/homeBanner'

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
  const company = useCompany(companyId)
  const contracts = useCompanyContracts(companyId)
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
  const { data } = useAllRepresentativeCountries()
  return data ? mobilityPackageTermsUrl(data.countries, lang) : null
}
