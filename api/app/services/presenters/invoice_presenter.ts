import type Invoice from '#models/invoice'
import type CreditNote from '#models/credit_note'
import type { CreditNoteAnswer, InvoiceAnswer } from '@posted-workers/domain'
import { creditNoteDownloadUrl, invoiceDownloadUrl } from '#services/presenters/download_urls'

/** An invoice as the admin who just added it reads it back. */
export function presentInvoice(invoice: Invoice, locale: string) {
  return {
    id: invoice.id,
    number: invoice.number,
    issueDate: invoice.issueDate,
    amountWithoutTaxCents: invoice.amountWithoutTaxCents,
    amountTaxesCents: invoice.amountTaxesCents,
    amountWithTaxesCents: invoice.amountWithTaxesCents,
    currency: invoice.currency,
    description: invoice.description,
    downloadUrl: invoiceDownloadUrl(invoice.id, locale),
  }
}

/** A credit note with its download link. */
export function presentCreditNote(note: CreditNote, locale: string): CreditNoteAnswer {
  return {
    id: note.id,
    number: note.number,
    issueDate: note.issueDate,
    amountCents: note.amountCents,
    currency: note.currency,
    locale: note.locale,
    downloadUrl: creditNoteDownloadUrl(note.id, locale),
  }
}

/** An invoice of a contract with its credit notes (relation creditNotes loaded) and their download links. */
export function presentContractInvoice(invoice: Invoice, locale: string): InvoiceAnswer {
  return {
    ...presentInvoice(invoice, locale),
    workerContractId: invoice.workerContractId,
    /** The language it was issued in; `downloadUrl?language=xx` gives it in another. */
    locale: invoice.locale,
    hasCreditNote: invoice.creditNotes.length > 0,
    creditNotes: invoice.creditNotes.map((note) => presentCreditNote(note, locale)),
  }
}
