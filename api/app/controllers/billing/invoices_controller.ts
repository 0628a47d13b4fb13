import type { HttpContext } from '@adonisjs/core/http'
import Invoice from '#models/invoice'
import { documentLanguageValidator } from '#validators/billing'
import { NotFoundException } from '#exceptions/not_found_exception'
import { invoiceFile, sendPdf } from '#services/billing/document_files'

export default class InvoicesController {
  /** The invoice's PDF: own company's for a customer (another company's id answers 404 like a missing one), any for an admin. */
  async download({ params, request, bouncer, response }: HttpContext) {
    const invoice = await Invoice.find(params.id)
    if (!invoice || (await bouncer.with('InvoicePolicy').denies('download', invoice))) {
      throw new NotFoundException()
    }
    const { language } = await request.validateUsing(documentLanguageValidator)
    return sendPdf(response, await invoiceFile(invoice, language))
  }
}
