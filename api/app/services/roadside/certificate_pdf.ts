import i18nManager from '@adonisjs/i18n/services/main'
import QRCode from 'qrcode'
import type { Locale } from '#enums/profile'
import { formatDate } from '#services/billing/format'
import { countryName } from '#services/billing/parties'
import { createPdf, finish, useFont, COLORS, CONTENT_WIDTH, PAGE } from '#services/pdf/pdf_document'
import type { PostingFacts } from '#services/roadside/posting_facts'

/** The languages a host country reads (those we write): its own, where we have it. */
const HOST_LANGUAGES: Record<string, Locale> = { FR: 'fr', BE: 'fr', LU: 'fr', PL: 'pl' }
/** The language a driver reads, by his nationality, where we have it. */
const DRIVER_LANGUAGES: Record<string, Locale> = { PL: 'pl', FR: 'fr', BE: 'fr', LU: 'fr' }

/**
 * A certificate's languages, one page each: the host country's where we have it (French for France and Belgium),
 * then the driver's, then English, each once.
 */
export function certificateLanguages(countryCode: string, nationality: string): Locale[] {
  const wanted = [HOST_LANGUAGES[countryCode], DRIVER_LANGUAGES[nationality], 'en' as const]
  return [...new Set(wanted.filter((language): language is Locale => Boolean(language)))]
}

/** The facts a certificate states, in words of no language (dates as YYYY-MM-DD, countries as codes). */
export interface CertificateData {
  representative: {
    name: string
    address: string[]
    countryCode: string | null
    contactName: string
    phone: string
    email: string
    identifiers: [string, string][]
  } | null
  company: { name: string; address: string[]; countryCode: string; vatNumber: string | null }
  driver: { firstName: string; lastName: string; dateOfBirth: string; nationality: string }
  countryCode: string
  isMobilityPackage: boolean
  startDate: string
  endDate: string
  /** The posting's roadside link, drawn as a QR code; null while the company has made none. */
  url: string | null
  languages: Locale[]
}

export function certificateData(facts: PostingFacts, url: string | null): CertificateData {
  const representative = facts.country.representativeCompany
  const address = (lines: (string | null | undefined)[]) =>
    lines.filter((line): line is string => Boolean(line))
  return {
    representative: representative
      ? {
          name: representative.name,
          address: address([
            representative.addressLine1,
            representative.addressLine2,
            [representative.postalCode, representative.city].filter(Boolean).join(' '),
          ]),
          countryCode: representative.countryCode,
          contactName: representative.contactName,
          phone: representative.phoneNumber,
          email: representative.email,
          identifiers: (
            [
              ['SIRET', representative.siret],
              ['SIREN', representative.siren],
              ['VAT', representative.vatNumber],
              ['fiscal', representative.fiscalCode],
            ] as [string, string | null][]
          ).filter((pair): pair is [string, string] => Boolean(pair[1])),
        }
      : null,
    company: {
      name: facts.company.name,
      address: address([
        facts.company.addressLine1,
        facts.company.addressLine2,
        [facts.company.postalCode, facts.company.city].filter(Boolean).join(' '),
      ]),
      countryCode: facts.company.countryCode,
      vatNumber: facts.company.vatNumber,
    },
    driver: {
      firstName: facts.driver.firstName,
      lastName: facts.driver.lastName,
      dateOfBirth: facts.driver.dateOfBirth,
      nationality: facts.driver.countryCodeOfNationality,
    },
    countryCode: facts.country.code,
    isMobilityPackage: facts.country.isMobilityPackage,
    startDate: facts.contract.startDate,
    endDate: facts.contract.endDate,
    url,
    languages: certificateLanguages(facts.country.code, facts.driver.countryCodeOfNationality),
  }
}

/**
 * The designation certificate of a posting: one A4 page per language (certificateLanguages), each stating who
 * represents the company towards the host country's authorities for this driver and this period, with the QR code of
 * the posting's roadside link. `issuedOn` is the day it was first drawn with these facts.
 */
export async function renderCertificatePdf(data: CertificateData, issuedOn: string) {
  const qr = data.url
    ? await QRCode.toBuffer(data.url, { errorCorrectionLevel: 'M', margin: 1, width: 360 })
    : null
  const first = i18nManager.locale(data.languages[0])
  const doc = createPdf({
    title: first.t('roadside.certificate.title'),
    author: data.representative?.name ?? data.company.name,
    subject: `${data.driver.firstName} ${data.driver.lastName}`,
    lang: data.languages[0],
    date: issuedOn,
  })
  data.languages.forEach((locale, index) => {
    if (index > 0) doc.addPage()
    drawPage(doc, data, locale, issuedOn, qr)
  })
  return finish(doc, {
    text: data.languages
      .map((locale) => i18nManager.locale(locale).t('roadside.certificate.footer'))
      .join(' · '),
    page: (page, pages) => `${page} / ${pages}`,
  })
}

function drawPage(
  doc: PDFKit.PDFDocument,
  data: CertificateData,
  locale: Locale,
  issuedOn: string,
  qr: Buffer | null
) {
  const i18n = i18nManager.locale(locale)
  const t = (key: string, values?: Record<string, unknown>) => i18n.t(`roadside.certificate.${key}`, values)
  const country = data.isMobilityPackage ? t('mobilityPackage') : countryName(data.countryCode, locale)
  const top = PAGE.margin
  const qrSize = qr ? 118 : 0
  useFont(doc, 'bold', 16).text(t('title'), PAGE.margin, top, { width: CONTENT_WIDTH - qrSize - 16 })
  if (qr) {
    doc.image(qr, PAGE.width - PAGE.margin - qrSize, top, { width: qrSize })
    const captionY = top + qrSize + 2
    useFont(doc, 'regular', 7.5, COLORS.muted).text(t('qr'), PAGE.width - PAGE.margin - qrSize, captionY, {
      width: qrSize,
      align: 'center',
    })
  }
  doc.y = Math.max(doc.y, top + 40)
  doc.moveDown(0.6)
  useFont(doc, 'regular', 9.5).text(
    t('intro', {
      company: data.company.name,
      representative: data.representative?.name ?? t('noRepresentative'),
      country,
    }),
    PAGE.margin,
    doc.y,
    { width: CONTENT_WIDTH - qrSize - 16 }
  )
  doc.y = Math.max(doc.y, top + qrSize + 28)

  const section = (heading: string, rows: [string, string][]) => {
    doc.moveDown(0.8)
    const y = doc.y
    doc.rect(PAGE.margin, y, CONTENT_WIDTH, 16).fill(COLORS.band)
    useFont(doc, 'bold', 9.5).text(heading, PAGE.margin + 6, y + 4, { width: CONTENT_WIDTH - 12 })
    doc.y = y + 20
    for (const [label, value] of rows) {
      const rowY = doc.y
      useFont(doc, 'regular', 8.5, COLORS.muted).text(label, PAGE.margin + 6, rowY, { width: 150 })
      useFont(doc, 'regular', 9.5).text(value || '—', PAGE.margin + 160, rowY, { width: CONTENT_WIDTH - 166 })
      doc.y = Math.max(doc.y, rowY + 12) + 2
    }
  }

  const representative = data.representative
  section(
    t('representative'),
    representative
      ? [
          [t('name'), representative.name],
          [
            t('address'),
            [
              ...representative.address,
              representative.countryCode ? countryName(representative.countryCode, locale) : '',
            ]
              .filter(Boolean)
              .join(', '),
          ],
          [t('contact'), representative.contactName],
          [t('phone'), representative.phone],
          [t('email'), representative.email],
          ...representative.identifiers.map(
            ([kind, value]) => [t(`identifier.${kind}`), value] as [string, string]
          ),
        ]
      : [[t('name'), t('noRepresentative')]]
  )
  section(t('company'), [
    [t('name'), data.company.name],
    [t('address'), [...data.company.address, countryName(data.company.countryCode, locale)].join(', ')],
    [t('vatNumber'), data.company.vatNumber ?? ''],
  ])
  section(t('driver'), [
    [t('driverName'), `${data.driver.firstName} ${data.driver.lastName}`],
    [t('dateOfBirth'), formatDate(data.driver.dateOfBirth)],
    [t('nationality'), countryName(data.driver.nationality, locale)],
  ])
  section(t('posting'), [
    [t('country'), country],
    [t('period'), t('periodValue', { start: formatDate(data.startDate), end: formatDate(data.endDate) })],
    [t('issuedOn'), formatDate(issuedOn)],
    [t('link'), data.url ?? t('noLink')],
  ])
}
