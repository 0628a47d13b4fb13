import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import CreateAdminInvoice from '#actions/billing/create_admin_invoice'
import CreateAdminCreditNote from '#actions/billing/create_admin_credit_note'
import { presentCreditNote, presentInvoice } from '#services/presenters/invoice_presenter'
import { adminCreditNoteValidator, adminInvoiceValidator } from '#validators/billing'

/** Invoices and credit notes an admin adds by hand (routes behind the admin middleware). */
export default class BillingController {
  @inject()
  async createInvoice({ params, request, auth, bouncer, i18n }: HttpContext, action: CreateAdminInvoice) {
    await bouncer.with('InvoicePolicy').authorize('issue')
    const body = await request.validateUsing(adminInvoiceValidator)
    const invoice = await action.handle(
      auth.getUserOrFail(),
      Number(params.contractId),
      {
        issueDate: body.date,
        amountWithoutTaxCents: body.amountWithoutTax,
        description: body.description,
      },
      request.ip()
    )
    return {
      created: true,
      invoice: presentInvoice(invoice, i18n.locale),
      successes: [{ message: i18n.t('billing.adminInvoiceCreated', { number: invoice.number }) }],
    }
  }

  /** The ceiling and date rules are issueCreditNote's; its refusals answer 400 with a translated message. */
  @inject()
  async createCreditNote(
    { params, request, auth, bouncer, i18n }: HttpContext,
    action: CreateAdminCreditNote
  ) {
    await bouncer.with('InvoicePolicy').authorize('issue')
    const body = await request.validateUsing(adminCreditNoteValidator)
    const note = await action.handle(
      auth.getUserOrFail(),
      { invoiceId: Number(params.invoiceId), amountCents: body.amount, issueDate: body.date },
      request.ip()
    )
    return {
      created: true,
      creditnote: presentCreditNote(note, i18n.locale),
      successes: [{ message: i18n.t('billing.adminCreditNoteCreated', { number: note.number }) }],
    }
  }
}
