import { useI18n } from '../../../i18n/I18nProvider'
import { useApiQuery } from '../../../lib/queries'
import { contractsKeys } from '../api/keys'
import { listContractInvoices } from '../api/listContractInvoices'

/**
 * The invoices of one contract, loaded when its tab is first shown; download links carry the language. The answer's
 * `isAdmin` decides whether the admin actions (add an invoice, add a credit note) are offered.
 */
export function useContractInvoices(companyId: number, contractId: number) {
  const { lang } = useI18n()
  const { data, loading, failed, reload } = useApiQuery(
    contractsKeys.contractInvoices(companyId, contractId, lang),
    (api) => listContractInvoices(api, companyId, contractId),
    { deferred: true }
  )
  return {
    loading,
    failed,
    invoices: data?.invoices ?? [],
    isAdmin: data?.isAdmin === true,
    retry: reload,
  }
}
