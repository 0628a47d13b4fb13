import i18nManager from '@adonisjs/i18n/services/main'
import env from '#start/env'
import type { Locale } from '#enums/profile'
import { formatDate } from '#services/billing/format'
import { countryName } from '#services/billing/parties'
import { TemplatedMail } from '#mails/templated_mail'

export interface ReminderSubject {
  countryCode: string
  isMobilityPackage: boolean
  endDate: string
  daysLeft: number
}

/** Tells a user of the company that a contract ends soon and where to renew it, in the user's language. */
export default class ContractReminderNotification extends TemplatedMail {
  constructor(
    private recipient: string,
    private locale: Locale,
    private contract: ReminderSubject
  ) {
    super()
  }

  prepare() {
    const values = {
      country: this.contract.isMobilityPackage
        ? i18nManager.locale(this.locale).t('reminders.mobilityPackage')
        : countryName(this.contract.countryCode, this.locale),
      end: formatDate(this.contract.endDate),
      days: this.contract.daysLeft,
    }
    // The portal opens the renewal form of that country when home is reached with ?renew=<code>.
    const link = `${env.get('APP_URL')}/${this.locale}/home?renew=${encodeURIComponent(this.contract.countryCode)}`
    this.message.to(this.recipient)
    this.renderTemplates(
      'contract_reminder',
      this.locale,
      i18nManager.locale(this.locale).t('reminders.email.subject', values),
      { values, link }
    )
  }
}
