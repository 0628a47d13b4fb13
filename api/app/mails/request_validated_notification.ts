import i18nManager from '@adonisjs/i18n/services/main'
import env from '#start/env'
import type { Locale } from '#enums/profile'
import { TemplatedMail } from '#mails/templated_mail'

export interface ValidatedContract {
  country: string
  /** DD/MM/YYYY, as written. */
  start: string
  end: string
  /** It starts after the day the e-mail is written (a renewal of a running contract): "scheduled", never "active". */
  scheduled: boolean
}

/** The subject: active, scheduled from the first start when every contract starts later, or confirmed when mixed. */
function subjectKey(contracts: ValidatedContract[]) {
  const scheduled = contracts.filter((contract) => contract.scheduled).length
  if (scheduled === 0) return 'subject'
  return scheduled === contracts.length ? 'subjectScheduled' : 'subjectPartlyScheduled'
}

/**
 * Tells a user of the company that the payment is in and which contracts run (or are scheduled) from when to when,
 * in the user's language, with the request's invoices attached.
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
    // The contracts come in start order: the first is the earliest.
    const subject = i18nManager
      .locale(this.locale)
      .t(`mail.requestValidated.${subjectKey(this.contracts)}`, { start: this.contracts[0]?.start })
    this.renderTemplates('request_validated', this.locale, subject, {
      contracts: this.contracts,
      invoiceCount: this.invoices.length,
      link: `${env.get('APP_URL')}/${this.locale}/home`,
    })
    for (const invoice of this.invoices) {
      this.message.attachData(invoice.bytes, { filename: invoice.fileName, contentType: 'application/pdf' })
    }
  }
}
