import i18nManager from '@adonisjs/i18n/services/main'
import { daysBetween, EXPIRING_WITHIN_DAYS, isValidOn } from '@posted-workers/domain'
import type { Locale } from '#enums/profile'
import { formatDate } from '#services/billing/format'
import { countryName } from '#services/billing/parties'
import { requiredCategories } from '#services/drivers/posting_readiness'
import { createPdf, finish, useFont, COLORS, CONTENT_WIDTH, PAGE } from '#services/pdf/pdf_document'
import type { PostingFacts } from '#services/roadside/posting_facts'

const RED = '#b3261e'
const AMBER = '#8a5300'
const GREEN = '#1b6e20'

/**
 * The cover page of a driver's roadside pack, in the reader's language: the driver, the company, the country and the
 * contract's period; each document the country requires with its validity, or a warning where it is missing or ended;
 * then the list of the pack's files. `entries` are the names of the documents the pack holds, in its order.
 */
export async function renderCoverPdf(facts: PostingFacts, entries: string[], locale: Locale) {
  const i18n = i18nManager.locale(locale)
  const t = (key: string, values?: Record<string, unknown>) => i18n.t(`roadside.cover.${key}`, values)
  const category = (name: string) => i18n.t(`audit.values.documentCategory.${name}`)
  const doc = createPdf({
    title: t('title'),
    author: facts.company.name,
    subject: `${facts.driver.firstName} ${facts.driver.lastName}`,
    lang: locale,
    date: facts.today,
  })
  const country = facts.country.isMobilityPackage
    ? i18n.t('roadside.certificate.mobilityPackage')
    : countryName(facts.country.code, locale)
  useFont(doc, 'bold', 18).text(t('title'), { width: CONTENT_WIDTH })
  doc.moveDown(0.4)
  useFont(doc, 'bold', 13).text(`${facts.driver.firstName} ${facts.driver.lastName}`)
  useFont(doc, 'regular', 10, COLORS.muted).text(
    t('driverLine', {
      birth: formatDate(facts.driver.dateOfBirth),
      nationality: countryName(facts.driver.countryCodeOfNationality, locale),
    })
  )
  doc.moveDown(0.4)
  for (const [label, value] of [
    [t('company'), `${facts.company.name}${facts.company.vatNumber ? ` · ${facts.company.vatNumber}` : ''}`],
    [t('country'), country],
    [t('period'), `${formatDate(facts.contract.startDate)} – ${formatDate(facts.contract.endDate)}`],
    [t('preparedOn'), formatDate(facts.today)],
  ]) {
    const y = doc.y
    useFont(doc, 'regular', 9, COLORS.muted).text(label, PAGE.margin, y, { width: 130 })
    useFont(doc, 'regular', 10).text(value, PAGE.margin + 135, y, { width: CONTENT_WIDTH - 135 })
  }

  doc.moveDown(1)
  useFont(doc, 'bold', 12).text(t('required'), PAGE.margin)
  doc.moveDown(0.3)
  for (const required of requiredCategories(facts.country.requiredDocumentCategories)) {
    const held = [...facts.documents, ...facts.declarations].filter(
      (document) => document.category === required
    )
    const valid = held
      .filter((document) => isValidOn(document, facts.today))
      .sort((a, b) => (b.validUntil ?? '9999').localeCompare(a.validUntil ?? '9999'))[0]
    const ended = held
      .filter((document) => document.validUntil !== null && document.validUntil < facts.today)
      .sort((a, b) => b.validUntil!.localeCompare(a.validUntil!))[0]
    let status: string
    let color: string
    if (valid && valid.validUntil === null) [status, color] = [t('validNoEnd'), GREEN]
    else if (valid) {
      const days = daysBetween(facts.today, valid.validUntil!)
      ;[status, color] = [
        t(days <= EXPIRING_WITHIN_DAYS ? 'endsSoon' : 'validUntil', {
          date: formatDate(valid.validUntil),
          days,
        }),
        days <= EXPIRING_WITHIN_DAYS ? AMBER : GREEN,
      ]
    } else if (ended) [status, color] = [t('ended', { date: formatDate(ended.validUntil) }), RED]
    else [status, color] = [t('missing'), RED]
    const y = doc.y
    useFont(doc, 'regular', 10).text(category(required), PAGE.margin, y, { width: 230 })
    useFont(doc, 'bold', 10, color).text(status, PAGE.margin + 235, y, { width: CONTENT_WIDTH - 235 })
    doc.y += 3
  }

  doc.moveDown(1)
  useFont(doc, 'bold', 12).text(t('files'), PAGE.margin)
  doc.moveDown(0.3)
  if (entries.length === 0) useFont(doc, 'regular', 10, RED).text(t('noFiles'))
  for (const entry of entries) useFont(doc, 'regular', 9.5).text(entry, PAGE.margin, doc.y)
  return finish(doc, { text: t('footer'), page: (page, pages) => `${page} / ${pages}` })
}
