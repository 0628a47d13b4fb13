import type { HttpContext } from '@adonisjs/core/http'
import Invoice from '#models/invoice'
import { documentLanguageValidator } from '#validators/billing'
import { NotFoundException } from '#exceptions/not_found_exception'
import { assertCompanyAbility } from '#services/tenancy/find_own_company'
import { invoiceFile, sendPdf } from '#services/billing/document_files'

export default class InvoicesController {
  /** The invoice's PDF: own company's for a customer (another company's id answers 404 like a missing one), any for an admin. */
  async download(ctx: HttpContext) {
    const { params, request, bouncer, response } = ctx
    const invoice = await Invoice.find(params.id)
    if (!invoice || (await bouncer.with('InvoicePolicy').denies('download', invoice))) {
      throw new NotFoundException()
    }
    await assertCompanyAbility(ctx, invoice.companyId, 'readBilling')
    const { language } = await request.validateUsing(documentLanguageValidator)
    return sendPdf(response, await invoiceFile(invoice, language))
  }
}
