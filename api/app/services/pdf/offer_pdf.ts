import i18nManager from '@adonisjs/i18n/services/main'
import type { Locale } from '#enums/profile'
import { formatDate, formatMoney, formatRate } from '#services/billing/format'
import { useFont, COLORS, CONTENT_WIDTH, PAGE } from '#services/pdf/pdf_document'
import { closeDocument, openDocument, type DocumentFrame } from '#services/pdf/billing_document'
import { type Party, drawNotes, drawTable } from '#services/pdf/billing_layout'

export interface OfferedPackage {
  minWorkers: number
  /** null: no upper bound. */
  maxWorkers: number | null
  perWorkerAmountCents: number | null
  fixedAmountCents: number | null
}

export interface OfferedCountry {
  /** Already in the offer's language (the Mobility Package by its translated name). */
  name: string
  packages: OfferedPackage[]
  unlimitedPackageAmountCents: number
}

export interface OfferPdfData {
  locale: Locale
  date: string
  seller: Party
  countries: OfferedCountry[]
  /** The seller country's standard VAT rate today, charged to customers established there (null: not known). */
  domesticVatRateBasisPoints: number | null
  orderUrl: string
}

/**
 * The provider's offer: what a representation contract is, then for every country open for sale its packages and
 * monthly prices excluding VAT (the reference data of the day), in the page's language.
 */
export async function renderOfferPdf(data: OfferPdfData) {
  const i18n = i18nManager.locale(data.locale)
  const t = (key: string, values?: Record<string, unknown>) => i18n.t(`billing.offer.${key}`, values)
  const money = (cents: number) => formatMoney(cents, 'EUR', data.locale)
  const title = t('title')

  const frame: DocumentFrame = {
    locale: data.locale,
    title,
    date: data.date,
    seller: data.seller,
    facts: [[t('date'), formatDate(data.date)]],
  }
  const opened = openDocument(frame)
  const doc = opened.doc
  let y = opened.y
  useFont(doc, 'bold', 12).text(t('subtitle'), PAGE.margin, y, { width: CONTENT_WIDTH })
  doc.moveDown(0.4)
  useFont(doc, 'regular', 9.5, COLORS.text).text(t('intro'), { width: CONTENT_WIDTH })
  y = doc.y + 16

  const rows = data.countries.flatMap((country) => {
    const lines = country.packages.map((pack) => [driversText(pack, t), priceText(pack, money, t)])
    lines.push([t('unlimited'), t('perMonth', { amount: money(country.unlimitedPackageAmountCents) })])
    return lines.map(([drivers, price], index) => ({
      cells: [index === 0 ? country.name : '', drivers, price],
    }))
  })
  y = drawTable(
    doc,
    y,
    [
      { label: t('table.country'), width: 175, align: 'left' },
      { label: t('table.drivers'), width: 150, align: 'left' },
      { label: t('table.price'), width: 170.28, align: 'right' },
    ],
    rows
  )

  drawNotes(doc, y, [
    {
      text:
        data.domesticVatRateBasisPoints === null
          ? t('vatWithoutRate')
          : t('vat', { rate: formatRate(data.domesticVatRateBasisPoints, 10_000, data.locale) }),
    },
    { text: t('payment') },
    { text: t('order', { url: data.orderUrl }), strong: true },
    { text: t('validity'), small: true },
  ])

  return closeDocument(doc, frame)
}

function driversText(pack: OfferedPackage, t: (key: string, values?: Record<string, unknown>) => string) {
  return pack.maxWorkers === null
    ? t('driversFrom', { min: pack.minWorkers })
    : t('driversRange', { min: pack.minWorkers, max: pack.maxWorkers })
}

function priceText(
  pack: OfferedPackage,
  money: (cents: number) => string,
  t: (key: string, values?: Record<string, unknown>) => string
) {
  if (pack.fixedAmountCents !== null) return t('flatPerMonth', { amount: money(pack.fixedAmountCents) })
  return t('perDriverPerMonth', { amount: money(pack.perWorkerAmountCents ?? 0) })
}
