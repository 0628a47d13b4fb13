import { BaseMail } from '@adonisjs/mail'
import i18nManager from '@adonisjs/i18n/services/main'
import env from '#start/env'
import type { Locale } from '#enums/profile'
import { escapeHtml } from '#services/http/escape_html'
import { formatDate } from '#services/billing/format'
import { countryName } from '#services/billing/parties'

export interface ReminderSubject {
  countryCode: string
  isMobilityPackage: boolean
  endDate: string
  daysLeft: number
}

/** Tells a user of the company that a contract ends soon and where to renew it, in the user's language. */
export default class ContractReminderNotification extends BaseMail {
  constructor(
    private recipient: string,
    private locale: Locale,
    private contract: ReminderSubject
  ) {
    super()
  }

  prepare() {
    const i18n = i18nManager.locale(this.locale)
    const values = {
      country: this.contract.isMobilityPackage
        ? i18n.t('reminders.mobilityPackage')
        : countryName(this.contract.countryCode, this.locale),
      end: formatDate(this.contract.endDate),
      days: this.contract.daysLeft,
    }
    const t = (key: string) => i18n.t(`reminders.email.${key}`, values)
    // The portal opens the renewal form of that country when home is reached with ?renew=<code>.
    const link = `${env.get('APP_URL')}/${this.locale}/home?renew=${encodeURIComponent(this.contract.countryCode)}`
    this.message
      .to(this.recipient)
      .subject(t('subject'))
      .text([t('greeting'), t('intro'), t('renew'), link, t('ignore')].join('\n\n'))
      .html(
        [
          `<p>${escapeHtml(t('greeting'))}</p>`,
          `<p>${escapeHtml(t('intro'))}</p>`,
          `<p>${escapeHtml(t('renew'))}</p>`,
          `<p><a href="${escapeHtml(link)}">${escapeHtml(t('button'))}</a></p>`,
          `<p>${escapeHtml(t('ignore'))}</p>`,
        ].join('\n')
      )
  }
}
