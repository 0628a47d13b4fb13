import i18nManager from '@adonisjs/i18n/services/main'
import type { Locale } from '#enums/profile'
import { TemplatedMail } from '#mails/templated_mail'

/** Tells a user that someone else turned off their second factor, and what to do if they did not ask for it. */
export default class SecondFactorResetNotification extends TemplatedMail {
  constructor(
    private recipient: string,
    private locale: Locale,
    private facts: { name: string; by: string; next: string; signInUrl: string }
  ) {
    super()
  }

  prepare() {
    this.message.to(this.recipient)
    const subject = i18nManager.locale(this.locale).t('mail.secondFactorReset.subject')
    this.renderTemplates('second_factor_reset', this.locale, subject, this.facts)
  }
}
