import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import CreditNote from '#models/credit_note'
import Invoice from '#models/invoice'
import { BusinessException } from '#exceptions/business_exception'
import { allocateDocumentNumber } from '#services/billing/document_numbers'
import { creditNoteRefusal, remainingCreditableCents } from '#services/billing/credit_note_rules'
import { formatDate } from '#services/billing/format'
import { addDays, todayUtc } from '#services/contracts/contract_term'

export interface CreditNoteInput {
  invoiceId: number
  /** Excluding tax, in cents. */
  amountCents: number
  issueDate?: string
  reason?: string | null
  createdByUserId?: number | null
}

/**
 * A credit note correcting an invoice. The invoice's row is locked while its credit notes are summed, so two
 * concurrent credit notes cannot together exceed the invoice's total. Refusals are 400 with a translated message.
 * Runs in the caller's transaction when given one, else in its own.
 */
export async function issueCreditNote(
  input: CreditNoteInput,
  trx?: TransactionClientContract
): Promise<CreditNote> {
  if (!trx) return db.transaction((own) => issueCreditNote(input, own))

  const invoice = await Invoice.query({ client: trx }).where('id', input.invoiceId).forUpdate().firstOrFail()
  const credited = await CreditNote.query({ client: trx })
    .where('invoice_id', invoice.id)
    .select('amount_cents')
  const creditedCents = credited.map((note) => note.amountCents)
  const issueDate = addDays(input.issueDate ?? todayUtc(), 0)

  const refusal = creditNoteRefusal({
    invoiceTotalCents: invoice.amountWithoutTaxCents,
    invoiceIssueDate: invoice.issueDate,
    creditedCents,
    amountCents: input.amountCents,
    issueDate,
    today: todayUtc(),
  })
  if (refusal) {
    const remaining = remainingCreditableCents(invoice.amountWithoutTaxCents, creditedCents)
    throw new BusinessException(`billing.errors.${refusal}`, {
      field: refusal === 'beforeInvoice' || refusal === 'inTheFuture' ? 'date' : 'amount',
      data: {
        number: invoice.number,
        date: formatDate(invoice.issueDate),
        remaining: remaining / 100,
      },
    })
  }

  return CreditNote.create(
    {
      ...(await allocateDocumentNumber('credit_note', issueDate, trx)),
      invoiceId: invoice.id,
      companyId: invoice.companyId,
      issueDate,
      amountCents: input.amountCents,
      currency: invoice.currency,
      reason: input.reason?.trim() || null,
      locale: invoice.locale,
      createdByUserId: input.createdByUserId ?? null,
    },
    { client: trx }
  )
}
