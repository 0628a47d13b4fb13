import { useI18n } from '../../../i18n/I18nProvider'
import { sharedKeys } from '../../../lib/queryKeys'
import { useApiQuery } from '../../../lib/queries'
import { listAllowedMops, listRepresentativeCountries } from '../../order'
import type { Mop, RepresentativeCountry } from '../../order'

export type OrderReferences = { loading: boolean; countries: RepresentativeCountry[]; mops: Mop[] }

/** The countries on sale (with their packages) and the payment methods, as the register form has them. */
export function useOrderReferences(): OrderReferences {
  const { lang } = useI18n()
  const countries = useApiQuery(
    sharedKeys.representativeCountriesOnSale(lang),
    (api) => listRepresentativeCountries(api),
    { reference: true }
  )
  const mops = useApiQuery(sharedKeys.allowedMops(), (api) => listAllowedMops(api), { reference: true })
  return {
    loading: countries.loading || mops.loading,
    countries: countries.data?.countries ?? [],
    mops: mops.data?.mops ?? [],
  }
}
