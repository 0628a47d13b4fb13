import type { ApiClient } from '../../../lib/api'

/** `amount` in cents, excluding tax. */
export type CreateCreditNoteInput = { date: string; amount: number }

/** Admin only. Errors come back to the dialog (quiet): it shows them itself. */
export function createCreditNote(api: ApiClient, invoiceId: number, input: CreateCreditNoteInput) {
  return api.post<{ created: boolean }>(`/admin/creditnotes/invoice/${invoiceId}/creditnote/create`, input, {
    quiet: true,
  })
}
