import { useCallback, useEffect, useState } from 'react'
import { useI18n } from '../../../i18n/I18nProvider'
import { useApi } from '../../../lib/ApiContext'
import { listContractInvoices } from '../api/listContractInvoices'
import type { Invoice } from '../types'

type InvoicesState = { loading: boolean; failed: boolean; invoices: Invoice[] }

const LOADING: InvoicesState = { loading: true, failed: false, invoices: [] }

/** The invoices of one contract, loaded when its tab is first shown; download links carry the language. */
export function useInvoices(companyId: number, contractId: number) {
  const api = useApi()
  const { lang } = useI18n()
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<InvoicesState>(LOADING)

  useEffect(() => {
    let current = true
    void listContractInvoices(api, companyId, contractId).then((result) => {
      if (!current) return
      setState({ loading: false, failed: !result.ok, invoices: result.ok ? result.data.invoices : [] })
    })
    return () => {
      current = false
    }
  }, [api, companyId, contractId, lang, attempt])

  const retry = useCallback(() => {
    setState(LOADING)
    setAttempt((count) => count + 1)
  }, [])

  return { ...state, retry }
}
