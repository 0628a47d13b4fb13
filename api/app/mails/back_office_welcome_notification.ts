import i18nManager from '@adonisjs/i18n/services/main'
import type { Locale } from '#enums/profile'
import { TemplatedMail } from '#mails/templated_mail'

/** A new back-office user's e-mail: their login, their role and the link that sets their first password. */
export default class BackOfficeWelcomeNotification extends TemplatedMail {
  constructor(
    private recipient: string,
    private locale: Locale,
    private facts: { name: string; login: string; role: string; link: string; adminUrl: string; days: number }
  ) {
    super()
  }

  prepare() {
    this.message.to(this.recipient)
    const subject = i18nManager.locale(this.locale).t('mail.backOfficeWelcome.subject')
    this.renderTemplates('back_office_welcome', this.locale, subject, this.facts)
  }
}
