import type { HttpContext } from '@adonisjs/core/http'
import { NotFoundException } from '#exceptions/not_found_exception'
import { INVOICE_SORTS } from '#services/billing/billing_lists'
import { CREDIT_NOTE_SORTS } from '#services/billing/credit_note_list'
import { findCreditNote, findInvoice, listCreditNotes, listInvoices } from '#services/billing/billing_pages'
import { parseListQuery, sendPage } from '#services/http/list_query'
import { presentAdminCreditNote, presentAdminInvoice } from '#services/presenters/admin_billing_presenter'

/** The back-office's invoices and credit notes (specification §2.5): read only, issued documents never change. */
export default class AdminInvoicesController {
  async index(ctx: HttpContext) {
    await ctx.bouncer.with('BackOfficePolicy').authorize('read')
    const query = parseListQuery(ctx.request.qs(), {
      sortable: Object.keys(INVOICE_SORTS),
      defaultSort: 'number',
      defaultDirection: 'desc',
    })
    const { rows, total } = await listInvoices(query)
    const lang = ctx.i18n.locale
    return sendPage(
      ctx,
      'invoices',
      query,
      rows.map((row) => presentAdminInvoice(row, lang)),
      total
    )
  }

  async show({ params, bouncer, i18n }: HttpContext) {
    await bouncer.with('BackOfficePolicy').authorize('read')
    const invoice = await findInvoice(Number(params.id))
    if (!invoice) throw new NotFoundException()
    return presentAdminInvoice(invoice, i18n.locale)
  }

  async creditNotes(ctx: HttpContext) {
    await ctx.bouncer.with('BackOfficePolicy').authorize('read')
    const query = parseListQuery(ctx.request.qs(), {
      sortable: Object.keys(CREDIT_NOTE_SORTS),
      defaultSort: 'number',
      defaultDirection: 'desc',
    })
    const { rows, total } = await listCreditNotes(query)
    const lang = ctx.i18n.locale
    return sendPage(
      ctx,
      'creditNotes',
      query,
      rows.map((row) => presentAdminCreditNote(row, lang)),
      total
    )
  }

  async creditNote({ params, bouncer, i18n }: HttpContext) {
    await bouncer.with('BackOfficePolicy').authorize('read')
    const note = await findCreditNote(Number(params.id))
    if (!note) throw new NotFoundException()
    return presentAdminCreditNote(note, i18n.locale)
  }
}
