import db from '@adonisjs/lucid/services/db'
import i18nManager from '@adonisjs/i18n/services/main'
import {
  daysBetween,
  driverCardApplyBy,
  type DocumentCategory,
  type DocumentReminderStage,
} from '@posted-workers/domain'
import env from '#start/env'
import User from '#models/user'
import DocumentRemindersNotification, { type ReminderDriver } from '#mails/document_reminders_notification'
import { languageOf } from '#services/profiles/user_language'
import { formatDate } from '#services/billing/format'
import { countryName } from '#services/billing/parties'
import { declarationClaims } from '#services/declarations/declaration_reminders'

interface ClaimRow {
  driverId: number
  firstName: string
  lastName: string
  category: DocumentCategory
  validUntil: string
  stage: DocumentReminderStage
}

/**
 * The e-mail of a company's document reminders claimed on `sentOn`, to one user; null when the user is gone or
 * inactive, or the documents were removed since.
 */
export async function documentRemindersMail(companyId: number, userId: number, sentOn: string) {
  const [user, rows, declarations] = await Promise.all([
    User.query().where('id', userId).where('company_id', companyId).where('is_active', true).first(),
    db
      .from('document_reminders')
      .join('worker_documents', 'worker_documents.id', 'document_reminders.worker_document_id')
      .join('drivers', 'drivers.id', 'worker_documents.driver_id')
      .where('document_reminders.company_id', companyId)
      .where('document_reminders.sent_on', sentOn)
      .orderBy('drivers.identity_key')
      .orderBy('worker_documents.valid_until')
      .select(
        'drivers.id as driverId',
        'drivers.first_name as firstName',
        'drivers.last_name as lastName',
        'worker_documents.category',
        'worker_documents.valid_until as validUntil',
        'document_reminders.stage'
      ) as Promise<ClaimRow[]>,
    declarationClaims(companyId, sentOn),
  ])
  if (!user || rows.length + declarations.length === 0) return null
  const locale = languageOf(user)
  const i18n = i18nManager.locale(locale)
  const drivers = new Map<number, ReminderDriver>()
  for (const row of rows) {
    const values = {
      category: i18n.t(`audit.values.documentCategory.${row.category}`),
      end: formatDate(row.validUntil),
      days: daysBetween(sentOn, row.validUntil),
      applyBy: formatDate(driverCardApplyBy(row.validUntil)),
    }
    let line = i18n.t(`documentReminders.email.${row.stage === 'ended' ? 'ended' : 'ends'}`, values)
    if (row.category === 'DRIVER_CARD' && row.stage !== 'ended') {
      line += ` ${i18n.t('documentReminders.email.applyBy', values)}`
    }
    const driver = drivers.get(row.driverId) ?? {
      name: `${row.firstName} ${row.lastName}`,
      link: `${env.get('APP_URL')}/${locale}/drivers?driver=${row.driverId}`,
      lines: [],
    }
    driver.lines.push(line)
    drivers.set(row.driverId, driver)
  }
  for (const row of declarations) {
    const end = row.endDate instanceof Date ? row.endDate.toISOString().slice(0, 10) : String(row.endDate)
    const driver = drivers.get(row.driverId) ?? {
      name: `${row.firstName} ${row.lastName}`,
      link: `${env.get('APP_URL')}/${locale}/declarations?country=${row.countryCode}`,
      lines: [],
    }
    driver.lines.push(
      i18n.t('declarations.email.ends', {
        country: countryName(row.countryCode, locale),
        end: formatDate(end),
        days: daysBetween(sentOn, end),
      })
    )
    drivers.set(row.driverId, driver)
  }
  return new DocumentRemindersNotification(
    user.email,
    locale,
    [...drivers.values()],
    rows.length + declarations.length
  )
}
