import type { HttpContext } from '@adonisjs/core/http'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import type { Readable } from 'node:stream'
import paymentConfig from '#config/payment'
import CreditNote from '#models/credit_note'
import Invoice from '#models/invoice'
import WorkerRequest from '#models/worker_request'
import { customerAddressIn, sellerParty } from '#services/billing/parties'
import { invoiceLineDescription } from '#services/billing/invoice_lines'
import type { Locale } from '#enums/profile'
import { renderInvoicePdf } from '#services/pdf/invoice_pdf'
import { renderCreditNotePdf } from '#services/pdf/credit_note_pdf'
import { attachmentDisposition } from '#services/workers/file_name'

/** A document to send: its stored bytes as a stream, or the bytes just rendered. */
export interface DocumentFile {
  fileName: string
  body: Readable | Buffer
  size: number
}

/**
 * Issued documents never change: the PDF is rendered on its first download in a language, stored through drive
 * under a key the server chooses, and every later download in that language sends the stored bytes. The issued
 * language's key is recorded in `pdf_key`, the others' in `translated_pdf_keys` (`….en.pdf`); only a recorded key
 * is trusted, never a file that merely sits at that path. Two first downloads at once render the same bytes (the
 * rendering is deterministic) under the same key, so the race is harmless.
 */
async function storedOrRendered(
  document: Invoice | CreditNote,
  folder: string,
  locale: Locale,
  render: () => Promise<Buffer>
): Promise<DocumentFile> {
  const disk = drive.use()
  const issuedLanguage = locale === document.locale
  const fileName = issuedLanguage ? `${document.number}.pdf` : `${document.number}-${locale}.pdf`
  const recorded = issuedLanguage ? document.pdfKey : (document.translatedPdfKeys?.[locale] ?? null)
  if (recorded && (await disk.exists(recorded))) {
    const { contentLength } = await disk.getMetaData(recorded)
    return { fileName, body: await disk.getStream(recorded), size: contentLength }
  }

  const bytes = await render()
  const key = `${folder}/${document.number}${issuedLanguage ? '' : `.${locale}`}.pdf`
  await disk.put(key, bytes, { contentType: 'application/pdf' })
  await recordKey(document, locale, key)
  return { fileName, body: bytes, size: bytes.length }
}

/** Records where a language's PDF is stored, the row locked so that two languages stored at once both stay. */
async function recordKey(document: Invoice | CreditNote, locale: Locale, key: string) {
  const model = document instanceof Invoice ? Invoice : CreditNote
  if (locale === document.locale) {
    await model.query().where('id', document.id).update({ pdf_key: key })
    document.pdfKey = key
    return
  }
  await db.transaction(async (trx) => {
    const row = await model.query({ client: trx }).where('id', document.id).forUpdate().firstOrFail()
    const keys = { ...row.translatedPdfKeys, [locale]: key }
    await model
      .query({ client: trx })
      .where('id', document.id)
      .update({ translated_pdf_keys: JSON.stringify(keys) })
    document.translatedPdfKeys = keys
  })
}

/** The customer as the invoice keeps it, worded in `locale`. */
function customerParty(invoice: Invoice, locale: Locale) {
  return {
    name: invoice.customerName,
    addressLines: customerAddressIn(invoice, invoice.locale, locale),
    vatNumber: invoice.customerVatNumber,
  }
}

function sellerOf(invoice: Invoice, locale: Locale) {
  return { ...sellerParty(locale), vatNumber: invoice.sellerVatNumber }
}

/** The invoice's PDF in its issued language, or in another one: same number, same amounts, lines worded again. */
export async function invoiceFile(invoice: Invoice, locale: Locale = invoice.locale) {
  return storedOrRendered(invoice, `invoices/${invoice.sequenceYear}`, locale, async () => {
    await invoice.load('items', (items) => items.orderBy('id', 'asc'))
    const request = invoice.workerRequestId ? await WorkerRequest.find(invoice.workerRequestId) : null
    // Invoices of a purchase are issued when its payment is in: they say so.
    const paid = request?.status === 'validated'
    return renderInvoicePdf({
      locale,
      number: invoice.number,
      issueDate: invoice.issueDate,
      currency: invoice.currency,
      seller: sellerOf(invoice, locale),
      customer: customerParty(invoice, locale),
      items: invoice.items.map((item) => ({
        description: item.billedLine ? invoiceLineDescription(item.billedLine, locale) : item.description,
        periodStart: item.periodStart,
        periodEnd: item.periodEnd,
        quantity: item.quantity,
        unitAmountCents: item.unitAmountCents,
        amountCents: item.amountCents,
      })),
      amountWithoutTaxCents: invoice.amountWithoutTaxCents,
      amountTaxesCents: invoice.amountTaxesCents,
      vatRateBasisPoints: invoice.vatRateBasisPoints,
      reverseCharge: invoice.reverseCharge,
      amountWithTaxesCents: invoice.amountWithTaxesCents,
      paymentReference: request?.paymentReference ?? null,
      payment: paid
        ? { status: 'paid', date: invoice.issueDate, method: request.mop }
        : { status: 'due', bank: paymentConfig.bank },
    })
  })
}

/** The credit note's PDF in its issued language or another one, as for invoices. */
export async function creditNoteFile(creditNote: CreditNote, locale: Locale = creditNote.locale) {
  return storedOrRendered(creditNote, `credit-notes/${creditNote.sequenceYear}`, locale, async () => {
    const invoice = await Invoice.findOrFail(creditNote.invoiceId)
    return renderCreditNotePdf({
      locale,
      number: creditNote.number,
      issueDate: creditNote.issueDate,
      currency: creditNote.currency,
      amountCents: creditNote.amountCents,
      reason: creditNote.reason,
      seller: sellerOf(invoice, locale),
      customer: customerParty(invoice, locale),
      invoice: {
        number: invoice.number,
        issueDate: invoice.issueDate,
        amountWithoutTaxCents: invoice.amountWithoutTaxCents,
        amountTaxesCents: invoice.amountTaxesCents,
        reverseCharge: invoice.reverseCharge,
      },
    })
  })
}

/** A document's bytes in memory, to attach to an e-mail. */
export async function documentBytes(file: DocumentFile) {
  if (Buffer.isBuffer(file.body)) return file.body
  const chunks: Buffer[] = []
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks)
}

/**
 * Answers a PDF download: exact bytes, offered as an attachment under the document's own name (encoded, with an
 * ASCII fallback, so that any letter survives), never sniffed as another type.
 */
export function sendPdf(response: HttpContext['response'], file: DocumentFile) {
  response.header('Content-Type', 'application/pdf')
  response.header('Content-Disposition', attachmentDisposition(file.fileName))
  response.header('X-Content-Type-Options', 'nosniff')
  response.header('Content-Length', String(file.size))
  if (Buffer.isBuffer(file.body)) return response.send(file.body)
  return response.stream(file.body)
}
