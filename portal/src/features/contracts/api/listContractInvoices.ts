import type { InvoiceAnswer } from '@posted-workers/domain'
import { useI18n } from '@/i18n/I18nProvider'
import type { ApiClient } from '@/lib/api'
import { useApiQuery } from '@/lib/queries'

/** The invoices of one contract's country with their credit notes, by number descending. */
export function listContractInvoices(api: ApiClient, companyId: number, contractId: number) {
  return api.get<{ invoices: InvoiceAnswer[]; isAdmin: boolean }>(
    `/invoices/company/${companyId}/contract/${contractId}/list`
  )
}

/** Every invoice list of a company: what an added invoice or credit note invalidates. */
export const companyInvoicesKey = (companyId: number) => ['invoices', companyId] as const
const contractInvoicesKey = (companyId: number, contractId: number, lang: string) =>
  [...companyInvoicesKey(companyId), contractId, lang] as const

/**
 * The invoices of one contract, loaded when its tab is first shown; download links carry the language. The answer's
 * `isAdmin` decides whether the admin actions (add an invoice, add a credit note) are offered.
 */
export function useContractInvoices(companyId: number, contractId: number) {
  const { lang } = useI18n()
  const { data, loading, failed, reload } = useApiQuery(
    contractInvoicesKey(companyId, contractId, lang),
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
