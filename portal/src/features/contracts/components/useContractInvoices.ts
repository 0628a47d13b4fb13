import { useCallback, useEffect, useState } from 'react'
import { useI18n } from '../../../i18n/I18nProvider'
import { useApi } from '../../../lib/ApiContext'
import { listContractInvoices } from '../api/listContractInvoices'
import type { Invoice } from '../types'

type InvoicesState = { loading: boolean; failed: boolean; invoices: Invoice[]; isAdmin: boolean }

const LOADING: InvoicesState = { loading: true, failed: false, invoices: [], isAdmin: false }

/**
 * The invoices of one contract, loaded when its tab is first shown; download links carry the language. The answer's
 * `isAdmin` decides whether the admin actions (add an invoice, add a credit note) are offered.
 */
export function useContractInvoices(companyId: number, contractId: number) {
  const api = useApi()
  const { lang } = useI18n()
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<InvoicesState>(LOADING)

  useEffect(() => {
    let current = true
    void listContractInvoices(api, companyId, contractId).then((result) => {
      if (!current) return
      setState({
        loading: false,
        failed: !result.ok,
        invoices: result.ok ? result.data.invoices : [],
        isAdmin: result.ok && result.data.isAdmin === true,
      })
    })
    return () => {
      current = false
    }
  }, [api, companyId, contractId, lang, attempt])

  const retry = useCallback(() => {
    setState(LOADING)
    setAttempt((count) => count + 1)
  }, [])

  /** Loads again after a change, keeping the current list on screen meanwhile. */
  const refresh = useCallback(() => setAttempt((count) => count + 1), [])

  return { ...state, retry, refresh }
}
