import i18nManager from '@adonisjs/i18n/services/main'
import env from '#start/env'
import type { Locale } from '#enums/profile'
import { TemplatedMail } from '#mails/templated_mail'

/** One driver of the e-mail, with the sentences of his documents, in the recipient's language. */
export interface ReminderDriver {
  name: string
  link: string
  lines: string[]
}

/**
 * Tells a user of the company which drivers' documents end soon or have ended (one e-mail a day for the company),
 * each driver linked to his page, in the user's language.
 */
export default class DocumentRemindersNotification extends TemplatedMail {
  constructor(
    private recipient: string,
    private locale: Locale,
    private drivers: ReminderDriver[],
    private count: number
  ) {
    super()
  }

  prepare() {
    const i18n = i18nManager.locale(this.locale)
    this.message.to(this.recipient)
    this.renderTemplates(
      'document_reminders',
      this.locale,
      i18n.t('documentReminders.email.subject', { count: this.count }),
      { drivers: this.drivers, link: `${env.get('APP_URL')}/${this.locale}/drivers` }
    )
  }
}
