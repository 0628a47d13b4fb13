import type { RepresentativeCountryAnswer } from '@posted-workers/domain'
import { useI18n } from '@/i18n/I18nProvider'
import type { ApiClient } from '@/lib/api'
import { useApiQuery } from '@/lib/queries'

/** GET /representativeCountries/list: the countries on sale, with their packages and prices. */
export function listCountriesOnSale(api: ApiClient) {
  return api.get<{ countries: RepresentativeCountryAnswer[] }>('/representativeCountries/list')
}

const countriesOnSaleKey = (lang: string) => ['representativeCountries', 'onSale', lang] as const

export function useCountriesOnSale() {
  const { lang } = useI18n()
  return useApiQuery(countriesOnSaleKey(lang), (api) => listCountriesOnSale(api), { reference: true })
}
