import type { HttpContext } from '@adonisjs/core/http'
import CreditNote from '#models/credit_note'
import { documentLanguageValidator } from '#validators/billing'
import { NotFoundException } from '#exceptions/not_found_exception'
import { assertCompanyAbility } from '#services/tenancy/find_own_company'
import { creditNoteFile, sendPdf } from '#services/billing/document_files'

export default class CreditNotesController {
  /** The credit note's PDF, on the same terms as the invoices: own company or admin, else 404. */
  async download(ctx: HttpContext) {
    const { params, request, bouncer, response } = ctx
    const creditNote = await CreditNote.find(params.id)
    if (!creditNote || (await bouncer.with('InvoicePolicy').denies('download', creditNote))) {
      throw new NotFoundException()
    }
    await assertCompanyAbility(ctx, creditNote.companyId, 'readBilling')
    const { language } = await request.validateUsing(documentLanguageValidator)
    return sendPdf(response, await creditNoteFile(creditNote, language))
  }
}
