import i18nManager from '@adonisjs/i18n/services/main'
import { formatDate } from '#services/billing/format'
import { closeDocument, openDocument, type DocumentFrame } from '#services/pdf/billing_document'
import { type Party, drawNotes } from '#services/pdf/billing_layout'
import { type BilledItems, drawItemsAndTotals } from '#services/pdf/invoice_pdf'

export interface ProFormaPdfData extends BilledItems {
  /** The day the order was placed. */
  date: string
  paymentReference: string
  seller: Party
  customer: Party
  bank: { beneficiary: string; iban: string; bic: string; bankName: string }
}

/**
 * The pro-forma of an order paid by transfer: what the invoice will say, with the reference to quote and the
 * account to pay to, but no invoice number — it says it is not an invoice, which is issued once the money is in.
 */
export async function renderProFormaPdf(data: ProFormaPdfData) {
  const i18n = i18nManager.locale(data.locale)
  const t = (key: string, values?: Record<string, unknown>) => i18n.t(`billing.${key}`, values)
  const title = t('proForma.title')

  const frame: DocumentFrame = {
    locale: data.locale,
    title,
    reference: data.paymentReference,
    date: data.date,
    seller: data.seller,
    facts: [
      [t('labels.paymentReference'), data.paymentReference],
      [t('labels.orderDate'), formatDate(data.date)],
    ],
  }
  const opened = openDocument(frame, { party: data.customer, notes: [] })
  const doc = opened.doc
  let y = opened.y
  y = drawItemsAndTotals(doc, y, data)
  drawNotes(doc, y, [
    { text: t('proForma.notAnInvoice'), strong: true },
    ...(data.reverseCharge ? [{ text: t('reverseCharge') }] : []),
    { text: t('proForma.payment', { reference: data.paymentReference }) },
    { text: t('payment.bank', data.bank) },
  ])

  return closeDocument(doc, frame)
}
