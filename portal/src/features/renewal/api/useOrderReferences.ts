import { useAllowedMops, useCountriesOnSale } from '@/features/order'
import type { Mop, RepresentativeCountry } from '@/features/order'

export type OrderReferences = { loading: boolean; countries: RepresentativeCountry[]; mops: Mop[] }

/** The countries on sale (with their packages) and the payment methods, as the register form has them. */
export function useOrderReferences(): OrderReferences {
  const countries = useCountriesOnSale()
  const mops = useAllowedMops()
  return {
    loading: countries.loading || mops.loading,
    countries: countries.data?.countries ?? [],
    mops: mops.data?.mops ?? [],
  }
}
