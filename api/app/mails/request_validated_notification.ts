import i18nManager from '@adonisjs/i18n/services/main'
import env from '#start/env'
import type { Locale } from '#enums/profile'
import { TemplatedMail } from '#mails/templated_mail'

export interface ValidatedContract {
  country: string
  start: string
  end: string
}

/**
 * Tells a user of the company that the payment is in and which contracts run from when to when, in the user's
 * language, with the request's invoices attached.
 */
export default class RequestValidatedNotification extends TemplatedMail {
  constructor(
    private recipient: string,
    private locale: Locale,
    private contracts: ValidatedContract[],
    private invoices: { fileName: string; bytes: Buffer }[]
  ) {
    super()
  }

  prepare() {
    this.message.to(this.recipient)
    this.renderTemplates(
      'request_validated',
      this.locale,
      i18nManager.locale(this.locale).t('mail.requestValidated.subject'),
      {
        contracts: this.contracts,
        invoiceCount: this.invoices.length,
        link: `${env.get('APP_URL')}/${this.locale}/home`,
      }
    )
    for (const invoice of this.invoices) {
      this.message.attachData(invoice.bytes, { filename: invoice.fileName, contentType: 'application/pdf' })
    }
  }
}
