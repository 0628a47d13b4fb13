import i18nManager from '@adonisjs/i18n/services/main'
import env from '#start/env'
import type { Locale } from '#enums/profile'
import { TemplatedMail } from '#mails/templated_mail'

/** One request of the e-mail: its country, authority, reference and due date, and what it still lacks. */
export interface ReminderRequest {
  title: string
  missing: string
}

/**
 * Tells a user of the company that inspectors' requests are due soon and still lack documents (one e-mail a day
 * for the company), in the user's language, with a link to the portal's requests.
 */
export default class AuthorityRequestRemindersNotification extends TemplatedMail {
  constructor(
    private recipient: string,
    private locale: Locale,
    private requests: ReminderRequest[]
  ) {
    super()
  }

  prepare() {
    const i18n = i18nManager.locale(this.locale)
    this.message.to(this.recipient)
    this.renderTemplates(
      'authority_request_reminders',
      this.locale,
      i18n.t('authority_requests.email.subject', { count: this.requests.length }),
      { requests: this.requests, link: `${env.get('APP_URL')}/${this.locale}/requests` }
    )
  }
}
