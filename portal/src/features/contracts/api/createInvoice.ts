import type { InvoiceAnswer } from '@posted-workers/domain'
import type { ApiClient } from '@/lib/api'
import { useApiMutation } from '@/lib/queries'
import { companyInvoicesKey } from './listContractInvoices'

/** The amount excluding tax, in cents; the server adds the VAT its rule decides for the company. */
export type CreateInvoiceInput = {
  date: string
  amountWithoutTax: number
  description: string
}

/** Admin only. Errors come back to the dialog (quiet): it shows them itself. */
export function createInvoice(api: ApiClient, contractId: number, input: CreateInvoiceInput) {
  return api.post<{ created: boolean; invoice: InvoiceAnswer }>(
    `/admin/workercontracts/${contractId}/invoice/create`,
    input,
    { quiet: true }
  )
}

/** Added, the invoice is in the company's invoice lists: they are asked again. */
export function useCreateInvoice(companyId: number, contractId: number) {
  return useApiMutation(
    (api, input: CreateInvoiceInput) => createInvoice(api, contractId, input),
    () => [companyInvoicesKey(companyId)]
  )
}
