import i18nManager from '@adonisjs/i18n/services/main'
import { formatDate } from '#services/billing/format'
import { createPdf, finish } from '#services/pdf/pdf_document'
import { type Party, drawCustomer, drawHeader, drawNotes } from '#services/pdf/billing_layout'
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

  const doc = createPdf({
    title: `${title} ${data.paymentReference}`,
    author: data.seller.name,
    subject: `${title} ${data.paymentReference} – ${data.customer.name}`,
    lang: data.locale,
    date: data.date,
  })

  let y = drawHeader(doc, {
    sellerLabel: t('labels.seller'),
    seller: data.seller,
    vatLabel: t('labels.vatNumber'),
    title,
    facts: [
      [t('labels.paymentReference'), data.paymentReference],
      [t('labels.orderDate'), formatDate(data.date)],
    ],
  })
  y = drawCustomer(doc, y, {
    label: t('labels.customer'),
    customer: data.customer,
    vatLabel: t('labels.vatNumber'),
    notes: [],
  })
  y = drawItemsAndTotals(doc, y, data)
  drawNotes(doc, y, [
    { text: t('proForma.notAnInvoice'), strong: true },
    ...(data.reverseCharge ? [{ text: t('reverseCharge') }] : []),
    { text: t('proForma.payment', { reference: data.paymentReference }) },
    { text: t('payment.bank', data.bank) },
  ])

  return finish(doc, {
    text: t('footer', {
      seller: data.seller.name,
      address: data.seller.addressLines.join(', '),
      vatNumber: data.seller.vatNumber,
    }),
    page: (page, pages) => `${title} ${data.paymentReference} – ${t('page', { page, pages })}`,
  })
}
