import { BaseMail } from '@adonisjs/mail'
import type { I18n } from '@adonisjs/i18n'
import { RESET_TOKEN_MINUTES } from '#services/auth/reset_tokens'
import { escapeHtml } from '#services/http/escape_html'

/** The e-mail carrying the link to choose a new password, in the language the user asked in. */
export default class ResetPasswordNotification extends BaseMail {
  constructor(
    private recipient: string,
    private link: string,
    private i18n: I18n
  ) {
    super()
  }

  prepare() {
    const t = (key: string) => this.i18n.t(`mail.resetPassword.${key}`, { minutes: RESET_TOKEN_MINUTES })
    const paragraphs = [t('greeting'), t('intro'), t('expiry'), t('ignore')]
    this.message
      .to(this.recipient)
      .subject(t('subject'))
      .text([...paragraphs.slice(0, 2), this.link, ...paragraphs.slice(2)].join('\n\n'))
      .html(
        [
          `<p>${escapeHtml(paragraphs[0])}</p>`,
          `<p>${escapeHtml(paragraphs[1])}</p>`,
          `<p><a href="${escapeHtml(this.link)}">${escapeHtml(t('button'))}</a></p>`,
          ...paragraphs.slice(2).map((p) => `<p>${escapeHtml(p)}</p>`),
        ].join('\n')
      )
  }
}
