import i18nManager from '@adonisjs/i18n/services/main'
import type { Locale } from '#enums/profile'
import { formatDate, formatMoney, formatRate } from '#services/billing/format'
import { creditNoteTotals } from '#services/billing/credit_note_rules'
import { closeDocument, numberedFrame, openDocument } from '#services/pdf/billing_document'
import { type Party, drawNotes, drawTable, drawTotals } from '#services/pdf/billing_layout'

export interface CreditNotePdfData {
  locale: Locale
  number: string
  issueDate: string
  currency: string
  amountCents: number
  reason: string | null
  seller: Party
  customer: Party
  invoice: {
    number: string
    issueDate: string
    amountWithoutTaxCents: number
    amountTaxesCents: number
    reverseCharge: boolean
  }
}

/** The credit note as a PDF, in its own language: the corrected invoice, the amount credited, the reason. */
export async function renderCreditNotePdf(data: CreditNotePdfData) {
  const i18n = i18nManager.locale(data.locale)
  const t = (key: string, values?: Record<string, unknown>) => i18n.t(`billing.${key}`, values)
  const money = (cents: number) => formatMoney(cents, data.currency, data.locale)
  const title = t('creditNote.title')
  const invoiceDate = formatDate(data.invoice.issueDate)
  const totals = creditNoteTotals(data.amountCents, data.invoice)

  const frame = numberedFrame({ ...data, title })
  const opened = openDocument(frame, {
    party: data.customer,
    notes: [
      [
        t('labels.correctedInvoice'),
        t('labels.correctedInvoiceValue', { number: data.invoice.number, date: invoiceDate }),
      ],
    ],
  })
  const doc = opened.doc
  let y = opened.y
  y = drawTable(
    doc,
    y,
    [
      { label: t('table.description'), width: 400, align: 'left' },
      { label: t('table.amount'), width: 95.28, align: 'right' },
    ],
    [
      {
        cells: [
          t('creditNote.line', { number: data.invoice.number, date: invoiceDate }),
          money(-totals.withoutTaxCents),
        ],
        detail: data.reason ? t('creditNote.reason', { reason: data.reason }) : undefined,
      },
    ]
  )
  y = drawTotals(doc, y, [
    [t('totals.withoutTax'), money(-totals.withoutTaxCents)],
    [
      t('totals.vat', { rate: formatRate(totals.taxesCents, totals.withoutTaxCents, data.locale) }),
      money(-totals.taxesCents),
    ],
    [t('totals.withTax'), money(-totals.withTaxesCents)],
  ])
  drawNotes(doc, y, [
    ...(data.invoice.reverseCharge ? [{ text: t('reverseCharge'), strong: true }] : []),
    { text: t('creditNote.settlement', { number: data.invoice.number }) },
  ])

  return closeDocument(doc, frame)
}
