import i18nManager from '@adonisjs/i18n/services/main'
import { latePaymentRateWords } from '@posted-workers/domain'
import providerConfig from '#config/provider'
import { formatDate } from '#services/billing/format'
import { COLORS, CONTENT_WIDTH, PAGE, createPdf, finish, useFont } from '#services/pdf/pdf_document'

export const TERMS_LANGUAGES = ['fr', 'pl'] as const
export type TermsLanguage = (typeof TERMS_LANGUAGES)[number]

/** The date of this edition of the terms, printed on them; change it with their text (billing.json). */
export const TERMS_EDITION_DATE = '2026-11-27'

/** The articles of the terms, in order; their text is in resources/lang/{fr,pl}/billing.json. */
const ARTICLES = [
  'object',
  'order',
  'duration',
  'price',
  'payment',
  'latePayment',
  'refund',
  'customer',
  'provider',
  'claims',
  'confidentiality',
  'nonSolicitation',
  'forceMajeure',
  'personalData',
  'law',
] as const

export interface TermsOfSalePdfData {
  lang: TermsLanguage
  countryName: string
  seller: { name: string; address: string; vatNumber: string }
  representative: {
    name: string
    addressLines: string[]
    phone: string | null
    email: string | null
    siret: string | null
    siren: string | null
    vatNumber: string | null
    fiscalCode: string | null
  }
}

/** The terms of sale of a six-month representation contract in one country, naming its representative. */
export async function renderTermsOfSalePdf(data: TermsOfSalePdfData) {
  const i18n = i18nManager.locale(data.lang)
  const t = (key: string, values?: Record<string, unknown>) => i18n.t(`billing.termsOfSale.${key}`, values)
  const country = data.countryName
  const representative = [data.representative.name, ...data.representative.addressLines].join(', ')

  const doc = createPdf({
    title: t('fileTitle', { country }),
    author: data.seller.name,
    subject: t('subtitle', { country }),
    lang: data.lang,
    date: TERMS_EDITION_DATE,
  })

  useFont(doc, 'bold', 18).text(t('title'), PAGE.margin, PAGE.margin, { width: CONTENT_WIDTH })
  useFont(doc, 'regular', 11).text(t('subtitle', { country }), { width: CONTENT_WIDTH })
  doc.moveDown(0.2)
  useFont(doc, 'regular', 8.5, COLORS.muted).text(
    `${data.seller.name} – ${t('edition', { date: formatDate(TERMS_EDITION_DATE) })}`
  )
  doc.moveDown(0.6)
  const ruleY = doc.y
  doc
    .moveTo(PAGE.margin, ruleY)
    .lineTo(PAGE.width - PAGE.margin, ruleY)
    .lineWidth(0.7)
    .strokeColor(COLORS.rule)
    .stroke()
  doc.moveDown(0.8)

  const paragraph = { width: CONTENT_WIDTH, align: 'justify' as const, lineGap: 1 }
  useFont(doc, 'regular', 9).text(
    t('intro', {
      seller: data.seller.name,
      sellerAddress: data.seller.address,
      sellerVat: data.seller.vatNumber,
      country,
      representative,
    }),
    PAGE.margin,
    doc.y,
    paragraph
  )

  for (const [index, article] of ARTICLES.entries()) {
    doc.moveDown(0.8)
    const heading = t('articleHeading', { number: index + 1, title: t(`articles.${article}.title`) })
    const body = t(`articles.${article}.body`, {
      country,
      latePaymentRate: latePaymentRateWords(providerConfig.latePaymentMultiple, data.lang),
    })
    // Keep a heading with the start of its text.
    useFont(doc, 'regular', 9)
    const needed = 30 + Math.min(doc.heightOfString(body, paragraph), 40)
    if (doc.y + needed > doc.page.height - doc.page.margins.bottom) doc.addPage()
    useFont(doc, 'bold', 10).text(heading, PAGE.margin, doc.y, { width: CONTENT_WIDTH })
    doc.moveDown(0.3)
    for (const [part, text] of body.split('\n').entries()) {
      if (part > 0) doc.moveDown(0.4)
      useFont(doc, 'regular', 9).text(text, PAGE.margin, doc.y, paragraph)
    }
  }

  const rep = data.representative
  const identifiers = (['siret', 'siren', 'vatNumber', 'fiscalCode', 'phone', 'email'] as const)
    .filter((key) => rep[key])
    .map((key) => t(`identifiers.${key}`, { value: rep[key] }))
  const lines = [...rep.addressLines, ...identifiers]
  doc.moveDown(1.2)
  if (doc.y + 40 + lines.length * 13 > doc.page.height - doc.page.margins.bottom) doc.addPage()
  const boxTop = doc.y
  useFont(doc, 'bold', 10).text(t('representativeHeading', { country }), PAGE.margin + 12, boxTop + 10, {
    width: CONTENT_WIDTH - 24,
  })
  doc.moveDown(0.3)
  useFont(doc, 'bold', 9.5).text(rep.name, { width: CONTENT_WIDTH - 24 })
  useFont(doc, 'regular', 9)
  for (const line of lines) doc.text(line, { width: CONTENT_WIDTH - 24 })
  doc
    .roundedRect(PAGE.margin, boxTop, CONTENT_WIDTH, doc.y + 10 - boxTop, 4)
    .lineWidth(0.7)
    .strokeColor(COLORS.rule)
    .stroke()

  return finish(doc, {
    text: t('footer', { seller: data.seller.name, country }),
    page: (page, pages) => i18n.t('billing.page', { page, pages }),
  })
}
