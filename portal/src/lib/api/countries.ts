import type { NamedCountryAnswer } from '@posted-workers/domain'
import { useI18n } from '@/i18n/I18nProvider'
import type { ApiClient } from '../api'
import { useApiQuery } from '../queries'

/** GET /utils/listCountries: every country named in the page language (addresses, birth countries). */
export function listCountries(api: ApiClient) {
  return api.get<{ countries: NamedCountryAnswer[] }>('/utils/listCountries')
}

/** GET /utils/listEUCountries: the EU member states (a VAT number's country). */
export function listEuCountries(api: ApiClient) {
  return api.get<{ countries: NamedCountryAnswer[] }>('/utils/listEUCountries')
}

export const countriesKey = (lang: string) => ['countries', lang] as const
export const euCountriesKey = (lang: string) => ['euCountries', lang] as const

export function useCountries() {
  const { lang } = useI18n()
  return useApiQuery(countriesKey(lang), (api) => listCountries(api), { reference: true })
}

export function useEuCountries() {
  const { lang } = useI18n()
  return useApiQuery(euCountriesKey(lang), (api) => listEuCountries(api), { reference: true })
}
