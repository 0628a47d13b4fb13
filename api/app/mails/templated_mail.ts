import { BaseMail } from '@adonisjs/mail'
import i18nManager from '@adonisjs/i18n/services/main'
import env from '#start/env'
import type { Locale } from '#enums/profile'

/**
 * What every e-mail of the product shares: it is rendered from two edge templates (`resources/views/emails/<view>`
 * for HTML and `<view>_text` for plain text) in the recipient's language, signed with the configured sender name.
 * The templates translate with `t()`, bound to that language.
 */
export abstract class TemplatedMail extends BaseMail {
  protected renderTemplates(view: string, locale: Locale, subject: string, data: Record<string, unknown>) {
    const state = {
      ...data,
      i18n: i18nManager.locale(locale),
      locale,
      subject,
      senderName: env.get('MAIL_FROM_NAME'),
    }
    this.message.subject(subject).htmlView(`emails/${view}`, state).textView(`emails/${view}_text`, state)
  }
}
