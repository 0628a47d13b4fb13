import { useI18n } from '../../../i18n/I18nProvider'
import { useApiQuery } from '../../../lib/queries'
import { listCountries } from '../api/listCountries'
import { workersKeys } from '../api/keys'

/** Every country named in the page language, for the birth country and nationality selects. */
export function useCountries() {
  const { lang } = useI18n()
  const { data, loading, failed } = useApiQuery(workersKeys.countries(lang), (api) => listCountries(api), {
    reference: true,
  })
  return { loading, failed, countries: data?.countries ?? [] }
}
