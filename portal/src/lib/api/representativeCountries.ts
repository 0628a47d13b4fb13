import type { RepresentativeCountryAnswer } from '@posted-workers/domain'
import { useI18n } from '@/i18n/I18nProvider'
import type { ApiClient } from '../api'
import { useApiQuery } from '../queries'

/**
 * GET /representativeCountries/list?getAll=true: every representative country, deactivated ones too, so that an
 * old contract still finds its own (its representative, its terms' links in the page language).
 */
export function listAllRepresentativeCountries(api: ApiClient) {
  return api.get<{ countries: RepresentativeCountryAnswer[] }>('/representativeCountries/list?getAll=true')
}

export const allRepresentativeCountriesKey = (lang: string) =>
  ['representativeCountries', 'all', lang] as const

export function useAllRepresentativeCountries(options: { deferred?: boolean } = {}) {
  const { lang } = useI18n()
  return useApiQuery(allRepresentativeCountriesKey(lang), (api) => listAllRepresentativeCountries(api), {
    reference: true,
    ...options,
  })
}
