import i18nManager from '@adonisjs/i18n/services/main'
import { latePaymentRateWords } from '@posted-workers/domain'
import providerConfig from '#config/provider'
import type { Locale } from '#enums/profile'
import type { PaymentMethod } from '#enums/contract'
import { formatDate, formatMoney, formatPeriod, formatRate } from '#services/billing/format'
import { closeDocument, numberedFrame, openDocument } from '#services/pdf/billing_document'
import { type Party, drawNotes, drawTable, drawTotals } from '#services/pdf/billing_layout'

/** The lines and totals an invoice and a pro-forma share. */
export interface BilledItems {
  locale: Locale
  currency: string
  items: {
    description: string
    periodStart: string | null
    periodEnd: string | null
    quantity: number
    unitAmountCents: number
    amountCents: number
  }[]
  amountWithoutTaxCents: number
  amountTaxesCents: number
  amountWithTaxesCents: number
  /** In basis points (2000 = 20 %); the reverse-charge mention when the sale was made under it. */
  vatRateBasisPoints: number
  reverseCharge: boolean
}

export interface InvoicePdfData extends BilledItems {
  number: string
  issueDate: string
  seller: Party
  customer: Party
  paymentReference: string | null
  /** Paid (a validated purchase), or due with the account to pay to (an invoice an admin added). */
  payment:
    | { status: 'paid'; date: string; method: PaymentMethod }
    | { status: 'due'; bank: { beneficiary: string; iban: string; bic: string; bankName: string } }
}

/** The table of lines (description, months, unit price, amount, period) and the totals under it. */
export function drawItemsAndTotals(doc: PDFKit.PDFDocument, y: number, data: BilledItems) {
  const i18n = i18nManager.locale(data.locale)
  const t = (key: string, values?: Record<string, unknown>) => i18n.t(`billing.${key}`, values)
  const money = (cents: number) => formatMoney(cents, data.currency, data.locale)
  y = drawTable(
    doc,
    y,
    [
      { label: t('table.description'), width: 245, align: 'left' },
      { label: t('table.quantity'), width: 60, align: 'right' },
      { label: t('table.unitPrice'), width: 95, align: 'right' },
      { label: t('table.amount'), width: 95.28, align: 'right' },
    ],
    data.items.map((item) => ({
      cells: [item.description, String(item.quantity), money(item.unitAmountCents), money(item.amountCents)],
      detail:
        item.periodStart && item.periodEnd
          ? t('table.period', { period: formatPeriod(item.periodStart, item.periodEnd) })
          : undefined,
    }))
  )
  return drawTotals(doc, y, [
    [t('totals.withoutTax'), money(data.amountWithoutTaxCents)],
    [
      t('totals.vat', { rate: formatRate(data.vatRateBasisPoints, 10_000, data.locale) }),
      money(data.amountTaxesCents),
    ],
    [t('totals.withTax'), money(data.amountWithTaxesCents)],
  ])
}

/** The invoice as a PDF, in the language asked (by default the one it was issued in). */
export async function renderInvoicePdf(data: InvoicePdfData) {
  const i18n = i18nManager.locale(data.locale)
  const t = (key: string, values?: Record<string, unknown>) => i18n.t(`billing.${key}`, values)
  const title = t('invoice.title')

  const frame = numberedFrame({ ...data, title })
  const opened = openDocument(frame, {
    party: data.customer,
    notes: data.paymentReference ? [[t('labels.paymentReference'), data.paymentReference]] : [],
  })
  const doc = opened.doc
  let y = opened.y
  y = drawItemsAndTotals(doc, y, data)

  const payment =
    data.payment.status === 'paid'
      ? t('payment.paid', {
          date: formatDate(data.payment.date),
          method: t(`payment.methods.${data.payment.method}`),
        })
      : `${t('payment.due')} ${t('payment.bank', data.payment.bank)}`
  drawNotes(doc, y, [
    ...(data.reverseCharge ? [{ text: t('reverseCharge'), strong: true }] : []),
    { text: payment },
    {
      text: t('payment.latePayment', {
        latePaymentRate: latePaymentRateWords(providerConfig.latePaymentMultiple, data.locale),
      }),
      small: true,
    },
  ])

  return closeDocument(doc, frame)
}
