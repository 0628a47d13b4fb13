import { useI18n } from '../../../i18n/I18nProvider'
import { sharedKeys } from '../../../lib/queryKeys'
import { useApiQuery } from '../../../lib/queries'
import { listAllowedMops, listRepresentativeCountries } from '../../order'
import type { Mop, RepresentativeCountry } from '../../order'
import { listCountries } from '../api/listCountries'
import { listEuCountries } from '../api/listEuCountries'

export type PurchaseReferences = {
  loading: boolean
  countries: RepresentativeCountry[]
  mops: Mop[]
  /** Codes of the EU member states (the VAT select) and of all countries (the address select). */
  euCountryCodes: string[]
  countryCodes: string[]
}

/** The lists the register form is built from, asked again in another language (names are the server's). */
export function usePurchaseReferences(): PurchaseReferences {
  const { lang } = useI18n()
  const reference = { reference: true }
  const countries = useApiQuery(
    sharedKeys.representativeCountriesOnSale(lang),
    (api) => listRepresentativeCountries(api),
    reference
  )
  const mops = useApiQuery(sharedKeys.allowedMops(), (api) => listAllowedMops(api), reference)
  const euCountries = useApiQuery(sharedKeys.euCountries(lang), (api) => listEuCountries(api), reference)
  const allCountries = useApiQuery(sharedKeys.countries(lang), (api) => listCountries(api), reference)
  return {
    loading: countries.loading || mops.loading || euCountries.loading || allCountries.loading,
    countries: countries.data?.countries ?? [],
    mops: mops.data?.mops ?? [],
    euCountryCodes: euCountries.data?.countries.map((country) => country.code) ?? [],
    countryCodes: allCountries.data?.countries.map((country) => country.code) ?? [],
  }
}
