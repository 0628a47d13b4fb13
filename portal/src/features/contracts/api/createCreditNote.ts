import type { ApiClient } from '@/lib/api'
import { useApiMutation } from '@/lib/queries'
import { companyInvoicesKey } from './listContractInvoices'

/** `amount` in cents, excluding tax. */
export type CreateCreditNoteInput = { date: string; amount: number }

/** Admin only. Errors come back to the dialog (quiet): it shows them itself. */
export function createCreditNote(api: ApiClient, invoiceId: number, input: CreateCreditNoteInput) {
  return api.post<{ created: boolean }>(`/admin/creditnotes/invoice/${invoiceId}/creditnote/create`, input, {
    quiet: true,
  })
}

/** Added, the credit note shows under its invoice in the company's invoice lists: they are asked again. */
export function useCreateCreditNote(companyId: number, invoiceId: number) {
  return useApiMutation(
    (api, input: CreateCreditNoteInput) => createCreditNote(api, invoiceId, input),
    () => [companyInvoicesKey(companyId)]
  )
}
