import { parseEuros } from '@posted-workers/domain'
import { HttpError } from 'react-admin'
import { serverErrors } from '@/providers/apiRequest'

export type CreditNoteField = 'date' | 'amount'

/** A message of the dialog: its key under `app.billing.credit_note.errors` (or react-admin's), and its values. */
export interface FieldMessage {
  key: string
  cents?: number
  date?: string
}

export interface CreditNoteCheck {
  /** The amount typed, in cents, when it is one. */
  amountCents: number | null
  errors: Partial<Record<CreditNoteField, FieldMessage>>
}

/**
 * The credit-note form's own checks, before the server's (which decide): a date neither before the invoice nor in
 * the future, an amount in euros above zero and at most what is left to credit.
 */
export const checkCreditNote = (
  values: { date: string; amount: string },
  invoice: { issueDate: string; creditableCents: number },
  today: string
): CreditNoteCheck => {
  const errors: CreditNoteCheck['errors'] = {}
  if (!values.date) errors.date = { key: 'ra.validation.required' }
  else if (values.date > today) errors.date = { key: 'app.billing.credit_note.errors.future' }
  else if (values.date < invoice.issueDate) {
    errors.date = { key: 'app.billing.credit_note.errors.before_invoice', date: invoice.issueDate }
  }

  const amountCents = parseEuros(values.amount)
  if (!values.amount.trim()) errors.amount = { key: 'ra.validation.required' }
  else if (amountCents === null) errors.amount = { key: 'app.billing.credit_note.errors.amount_invalid' }
  else if (amountCents === 0) errors.amount = { key: 'app.billing.credit_note.errors.amount_positive' }
  else if (amountCents > invoice.creditableCents) {
    errors.amount = { key: 'app.billing.credit_note.errors.exceeds', cents: invoice.creditableCents }
  }
  return { amountCents, errors }
}

/** The server's refusal, its messages on the fields they name and the others apart (already translated). */
export const serverFieldErrors = (error: unknown) => {
  const fields: Partial<Record<CreditNoteField, string>> = {}
  const general: string[] = []
  const errors = error instanceof HttpError ? serverErrors(error.body) : []
  for (const { field, message } of errors) {
    if ((field === 'date' || field === 'amount') && !fields[field]) fields[field] = message
    else general.push(message)
  }
  if (errors.length === 0) general.push(error instanceof Error ? error.message : 'ra.notification.http_error')
  return { fields, general }
}
