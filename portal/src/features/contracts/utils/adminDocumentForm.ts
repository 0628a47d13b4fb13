import { parseEuros } from '@posted-workers/domain'
import type { MessageKey } from '@/i18n/messages'

/** A document an admin adds (an invoice, a credit note) is dated today or before, never later. */
export function documentDateProblem(date: string, today: string): MessageKey | undefined {
  if (!date) return 'common.required'
  return date > today ? 'adminInvoices.futureDate' : undefined
}

/** An amount in euros as typed ("1 234,56"), above zero. */
export function amountProblem(text: string): MessageKey | undefined {
  if (!text.trim()) return 'common.required'
  const cents = parseEuros(text)
  return cents === null || cents === 0 ? 'adminInvoices.invalidAmount' : undefined
}
