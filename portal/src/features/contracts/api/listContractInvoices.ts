import type { ApiClient } from '../../../lib/api'
import type { Invoice } from '../types'

/** The invoices of one contract with their credit notes, by number descending. */
export function listContractInvoices(api: ApiClient, companyId: number, contractId: number) {
  return api.get<{ invoices: Invoice[]; isAdmin: boolean }>(
    `/invoices/company/${companyId}/contract/${contractId}/list`
  )
}
