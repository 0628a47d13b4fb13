import { useEffect, useState } from 'react'
import { useI18n } from '../../../i18n/I18nProvider'
import { useApi } from '../../../lib/ApiContext'
import { listAllowedMops } from '../../order'
import { listRepresentativeCountries } from '../../order'
import type { Mop, RepresentativeCountry } from '../../order'

export type OrderReferences = { loading: boolean; countries: RepresentativeCountry[]; mops: Mop[] }

const LOADING: OrderReferences = { loading: true, countries: [], mops: [] }

/** The countries on sale (with their packages) and the payment methods, as the register form has them. */
export function useOrderReferences(): OrderReferences {
  const api = useApi()
  const { lang } = useI18n()
  const [references, setReferences] = useState<OrderReferences>(LOADING)

  useEffect(() => {
    let current = true
    void Promise.all([listRepresentativeCountries(api), listAllowedMops(api)]).then(([countries, mops]) => {
      if (!current) return
      setReferences({
        loading: false,
        countries: countries.ok ? countries.data.countries : [],
        mops: mops.ok ? mops.data.mops : [],
      })
    })
    return () => {
      current = false
    }
  }, [api, lang])

  return references
}
