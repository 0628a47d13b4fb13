import { useEffect, useState } from 'react'
import { useI18n } from '../../../i18n/I18nProvider'
import { useApi } from '../../../lib/ApiContext'
import { listAllowedMops } from '../../order'
import { listCountries } from '../api/listCountries'
import { listEuCountries } from '../api/listEuCountries'
import { listRepresentativeCountries } from '../../order'
import type { Mop, RepresentativeCountry } from '../../order'

export type PurchaseReferences = {
  loading: boolean
  countries: RepresentativeCountry[]
  mops: Mop[]
  /** Codes of the EU member states (the VAT select) and of all countries (the address select). */
  euCountryCodes: string[]
  countryCodes: string[]
}

const EMPTY: PurchaseReferences = {
  loading: true,
  countries: [],
  mops: [],
  euCountryCodes: [],
  countryCodes: [],
}

/** The lists the register form is built from, reloaded when the language changes (names are the server's). */
export function usePurchaseReferences(): PurchaseReferences {
  const api = useApi()
  const { lang } = useI18n()
  const [references, setReferences] = useState<PurchaseReferences>(EMPTY)

  useEffect(() => {
    let current = true
    void Promise.all([
      listRepresentativeCountries(api),
      listAllowedMops(api),
      listEuCountries(api),
      listCountries(api),
    ]).then(([countries, mops, euCountries, allCountries]) => {
      if (!current) return
      setReferences({
        loading: false,
        countries: countries.ok ? countries.data.countries : [],
        mops: mops.ok ? mops.data.mops : [],
        euCountryCodes: euCountries.ok ? euCountries.data.countries.map((country) => country.code) : [],
        countryCodes: allCountries.ok ? allCountries.data.countries.map((country) => country.code) : [],
      })
    })
    return () => {
      current = false
    }
  }, [api, lang])

  return references
}
