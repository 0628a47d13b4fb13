import i18nManager from '@adonisjs/i18n/services/main'
import type { Locale } from '#enums/profile'
import { TemplatedMail } from '#mails/templated_mail'

/** The invitation to join a company's users, in the language the inviting owner chose for the invitee. */
export default class CompanyInvitationNotification extends TemplatedMail {
  constructor(
    private recipient: string,
    private locale: Locale,
    private facts: { company: string; role: string; link: string; days: number }
  ) {
    super()
  }

  prepare() {
    this.message.to(this.recipient)
    const subject = i18nManager.locale(this.locale).t('mail.companyInvitation.subject', this.facts)
    this.renderTemplates('company_invitation', this.locale, subject, this.facts)
  }
}
