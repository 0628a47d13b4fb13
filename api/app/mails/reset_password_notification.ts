import type { I18n } from '@adonisjs/i18n'
import type { Locale } from '#enums/profile'
import { RESET_TOKEN_MINUTES } from '#services/auth/reset_tokens'
import { TemplatedMail } from '#mails/templated_mail'

/** The e-mail carrying the link to choose a new password, in the language the user asked in. */
export default class ResetPasswordNotification extends TemplatedMail {
  constructor(
    private recipient: string,
    private link: string,
    private i18n: I18n
  ) {
    super()
  }

  prepare() {
    this.message.to(this.recipient)
    this.renderTemplates(
      'reset_password',
      this.i18n.locale as Locale,
      this.i18n.t('mail.resetPassword.subject'),
      { link: this.link, minutes: RESET_TOKEN_MINUTES }
    )
  }
}
