import { useEffect, useState } from 'react'
import { useI18n } from '../../../i18n/I18nProvider'
import { useApi } from '../../../lib/ApiContext'
import { listCountries } from '../api/listCountries'
import type { NamedCountry } from '../types'

/** Every country named in the page language, for the birth country and nationality selects. */
export function useCountries() {
  const api = useApi()
  const { lang } = useI18n()
  const [state, setState] = useState<{ loading: boolean; failed: boolean; countries: NamedCountry[] }>({
    loading: true,
    failed: false,
    countries: [],
  })

  useEffect(() => {
    let current = true
    void listCountries(api).then((result) => {
      if (!current) return
      setState({ loading: false, failed: !result.ok, countries: result.ok ? result.data.countries : [] })
    })
    return () => {
      current = false
    }
  }, [api, lang])

  return state
}
