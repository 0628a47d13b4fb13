import type {
  AdminCreditNoteAnswer,
  AdminInvoiceAnswer,
  AdminInvoiceCreditNote,
  Locale,
} from '@posted-workers/domain'
import type { InvoiceRow } from '#services/billing/billing_lists'
import type { CreditNoteRow } from '#services/billing/credit_note_list'
import type { InvoiceCreditNoteRow } from '#services/billing/billing_pages'
import { creditNoteTotals, remainingCreditableCents } from '#services/billing/credit_note_rules'
import { creditNoteDownloadUrl, invoiceDownloadUrl } from '#services/presenters/download_urls'

function presentInvoiceCreditNote(note: InvoiceCreditNoteRow, lang: string): AdminInvoiceCreditNote {
  return {
    id: note.id,
    number: note.number,
    issueDate: note.issueDate,
    amountCents: note.amountCents,
    currency: note.currency,
    downloadUrl: creditNoteDownloadUrl(note.id, lang),
  }
}

/** A row of the back-office invoices list: its amounts, what was credited and what a credit note may still take. */
export function presentAdminInvoice(
  { row, creditNotes }: { row: InvoiceRow; creditNotes: InvoiceCreditNoteRow[] },
  lang: string
): AdminInvoiceAnswer {
  const creditedCents = Number(row.creditedCents)
  return {
    id: row.id,
    number: row.number,
    issueDate: row.issueDate,
    company: { id: row.companyId, name: row.companyName },
    customerName: row.customerName,
    customerVatNumber: row.customerVatNumber,
    amountWithoutTaxCents: row.amountWithoutTaxCents,
    amountTaxesCents: row.amountTaxesCents,
    amountWithTaxesCents: row.amountWithTaxesCents,
    currency: row.currency,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    countryCode: row.countryCode,
    creditedCents,
    creditableCents: remainingCreditableCents(row.amountWithoutTaxCents, [creditedCents]),
    locale: row.locale as Locale,
    downloadUrl: invoiceDownloadUrl(row.id, lang),
    creditNotes: creditNotes.map((note) => presentInvoiceCreditNote(note, lang)),
  }
}

/** A credit note's amounts as its PDF prints them: its tax in the proportion of its invoice's. */
export function creditNoteRowTotals(row: CreditNoteRow) {
  return creditNoteTotals(row.amountCents, {
    amountWithoutTaxCents: row.invoiceAmountWithoutTaxCents,
    amountTaxesCents: row.invoiceAmountTaxesCents,
  })
}

export function presentAdminCreditNote(row: CreditNoteRow, lang: string): AdminCreditNoteAnswer {
  const totals = creditNoteRowTotals(row)
  return {
    id: row.id,
    number: row.number,
    issueDate: row.issueDate,
    invoice: { id: row.invoiceId, number: row.invoiceNumber },
    company: { id: row.companyId, name: row.companyName },
    customerName: row.customerName,
    customerVatNumber: row.customerVatNumber,
    amountWithoutTaxCents: totals.withoutTaxCents,
    amountTaxesCents: totals.taxesCents,
    amountWithTaxesCents: totals.withTaxesCents,
    currency: row.currency,
    reason: row.reason,
    locale: row.locale as Locale,
    downloadUrl: creditNoteDownloadUrl(row.id, lang),
  }
}
