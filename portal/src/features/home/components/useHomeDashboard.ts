import { useEffect, useState } from 'react'
import { useI18n } from '../../../i18n/I18nProvider'
import { useApi } from '../../../lib/ApiContext'
import { getCompanyMigration, listCompanyContracts, listCountries } from '../api/dashboard'
import { chooseHomeBanner, mobilityPackageTermsUrl, type HomeBanner } from './homeBanner'

type Dashboard = {
  loading: boolean
  banner: HomeBanner
  /** False only when the company call says so: a failed call shows no migration panel. */
  migrated: boolean
  termsUrl: string | null
}

const LOADING: Dashboard = { loading: true, banner: 'none', migrated: true, termsUrl: null }

/** What the home needs beside the contracts panel: which banner, the migration flag and the offer's PDF. */
export function useHomeDashboard(companyId: number | null): Dashboard {
  const api = useApi()
  const { lang } = useI18n()
  const [state, setState] = useState<Dashboard>(LOADING)

  useEffect(() => {
    if (companyId === null) return
    let current = true
    void Promise.all([
      getCompanyMigration(api, companyId),
      listCompanyContracts(api, companyId),
      listCountries(api),
    ]).then(([company, contracts, countries]) => {
      if (!current) return
      setState({
        loading: false,
        banner: contracts.ok ? chooseHomeBanner(contracts.data.workerContracts) : 'none',
        migrated: company.ok ? company.data.company.migratedToMobilityPacket : true,
        termsUrl: countries.ok ? mobilityPackageTermsUrl(countries.data.countries, lang) : null,
      })
    })
    return () => {
      current = false
    }
  }, [api, companyId, lang])

  return state
}

/** The offer's PDF alone, for a page that knows the rest (the company page). */
export function useMobilityPackageTerms(): string | null {
  const api = useApi()
  const { lang } = useI18n()
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    let current = true
    void listCountries(api).then((answer) => {
      if (current && answer.ok) setUrl(mobilityPackageTermsUrl(answer.data.countries, lang))
    })
    return () => {
      current = false
    }
  }, [api, lang])
  return url
}
