import type { ApiClient } from '../../../lib/api'
import type { Invoice } from '../types'

/** The amount excluding tax, in cents; the server adds the VAT its rule decides for the company. */
export type CreateInvoiceInput = {
  date: string
  amountWithoutTax: number
  description: string
}

/** Admin only. Errors come back to the dialog (quiet): it shows them itself. */
export function createInvoice(api: ApiClient, contractId: number, input: CreateInvoiceInput) {
  return api.post<{ created: boolean; invoice: Invoice }>(
    `/admin/workercontracts/${contractId}/invoice/create`,
    input,
    { quiet: true }
  )
}
