import type { ApiClient } from '../../../lib/api'
import type { Invoice } from '../types'

/** Amounts in cents; `amountTaxes` is forced to 0 by the server when the company's VAT number is valid. */
export type CreateInvoiceInput = {
  date: string
  amountWithoutTax: number
  amountTaxes: number
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
