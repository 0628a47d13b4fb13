import { useCallback, useEffect, useState } from 'react'
import { useI18n } from '../../../i18n/I18nProvider'
import { useApi } from '../../../lib/ApiContext'
import { listContracts } from '../api/listContracts'
import { listRepresentativeCountries } from '../api/listRepresentativeCountries'
import type { Contract, RepresentativeCountry } from '../types'

type ContractsState = {
  loading: boolean
  /** The contracts call failed (its errors were toasted by the client). */
  failed: boolean
  contracts: Contract[]
  countries: RepresentativeCountry[]
}

const LOADING: ContractsState = { loading: true, failed: false, contracts: [], countries: [] }

/**
 * The company's contracts and the representative countries they point to. The countries come again with the
 * language: their terms-of-sale links carry it. Without countries the panel still shows the contracts.
 */
export function useContracts(companyId: number) {
  const api = useApi()
  const { lang } = useI18n()
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<ContractsState>(LOADING)

  useEffect(() => {
    let current = true
    void Promise.all([listContracts(api, companyId), listRepresentativeCountries(api)]).then(
      ([contracts, countries]) => {
        if (!current) return
        setState({
          loading: false,
          failed: !contracts.ok,
          contracts: contracts.ok ? contracts.data.workerContracts : [],
          countries: countries.ok ? countries.data.countries : [],
        })
      }
    )
    return () => {
      current = false
    }
  }, [api, companyId, lang, attempt])

  const retry = useCallback(() => {
    setState(LOADING)
    setAttempt((count) => count + 1)
  }, [])

  return { ...state, retry }
}
