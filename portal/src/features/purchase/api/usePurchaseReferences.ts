import { useCountries, useEuCountries } from '@/lib/api/countries'
import { useAllowedMops, useCountriesOnSale } from '@/features/order'
import type { Mop, RepresentativeCountry } from '@/features/order'

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
  const countries = useCountriesOnSale()
  const mops = useAllowedMops()
  const euCountries = useEuCountries()
  const allCountries = useCountries()
  return {
    loading: countries.loading || mops.loading || euCountries.loading || allCountries.loading,
    countries: countries.data?.countries ?? [],
    mops: mops.data?.mops ?? [],
    euCountryCodes: euCountries.data?.countries.map((country) => country.code) ?? [],
    countryCodes: allCountries.data?.countries.map((country) => country.code) ?? [],
  }
}
