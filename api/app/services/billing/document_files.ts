import type { HttpContext } from '@adonisjs/core/http'
import drive from '@adonisjs/drive/services/main'
import type { Readable } from 'node:stream'
import paymentConfig from '#config/payment'
import CreditNote from '#models/credit_note'
import Invoice from '#models/invoice'
import WorkerRequest from '#models/worker_request'
import { sellerParty } from '#services/billing/parties'
import { addressLines } from '#services/billing/format'
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
 * Issued documents never change: the PDF is rendered on its first download, stored through drive under a key the
 * server chooses, and every later download sends the stored bytes. Two first downloads at once render the same
 * bytes (the rendering is deterministic) under the same key, so the race is harmless.
 */
async function storedOrRendered(
  document: Invoice | CreditNote,
  key: string,
  render: () => Promise<Buffer>
): Promise<DocumentFile> {
  const disk = drive.use()
  const fileName = `${document.number}.pdf`
  if (document.pdfKey && (await disk.exists(document.pdfKey))) {
    const { contentLength } = await disk.getMetaData(document.pdfKey)
    return { fileName, body: await disk.getStream(document.pdfKey), size: contentLength }
  }

  const bytes = await render()
  await disk.put(key, bytes, { contentType: 'application/pdf' })
  const model = document instanceof Invoice ? Invoice : CreditNote
  await model.query().where('id', document.id).update({ pdf_key: key })
  document.pdfKey = key
  return { fileName, body: bytes, size: bytes.length }
}

function customerParty(invoice: Invoice) {
  return {
    name: invoice.customerName,
    addressLines: addressLines(invoice.customerAddress),
    vatNumber: invoice.customerVatNumber,
  }
}

function sellerOf(invoice: Invoice) {
  return { ...sellerParty(invoice.locale), vatNumber: invoice.sellerVatNumber }
}

export async function invoiceFile(invoice: Invoice) {
  return storedOrRendered(invoice, `invoices/${invoice.sequenceYear}/${invoice.number}.pdf`, async () => {
    await invoice.load('items', (items) => items.orderBy('id', 'asc'))
    const request = invoice.workerRequestId ? await WorkerRequest.find(invoice.workerRequestId) : null
    // Invoices of a purchase are issued when its payment is in: they say so.
    const paid = request?.status === 'validated'
    return renderInvoicePdf({
      locale: invoice.locale,
      number: invoice.number,
      issueDate: invoice.issueDate,
      currency: invoice.currency,
      seller: sellerOf(invoice),
      customer: customerParty(invoice),
      items: invoice.items,
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

export async function creditNoteFile(creditNote: CreditNote) {
  return storedOrRendered(
    creditNote,
    `credit-notes/${creditNote.sequenceYear}/${creditNote.number}.pdf`,
    async () => {
      const invoice = await Invoice.findOrFail(creditNote.invoiceId)
      return renderCreditNotePdf({
        locale: creditNote.locale,
        number: creditNote.number,
        issueDate: creditNote.issueDate,
        currency: creditNote.currency,
        amountCents: creditNote.amountCents,
        reason: creditNote.reason,
        seller: sellerOf(invoice),
        customer: customerParty(invoice),
        invoice: {
          number: invoice.number,
          issueDate: invoice.issueDate,
          amountWithoutTaxCents: invoice.amountWithoutTaxCents,
          amountTaxesCents: invoice.amountTaxesCents,
          reverseCharge: invoice.reverseCharge,
        },
      })
    }
  )
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
