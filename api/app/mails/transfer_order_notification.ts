import i18nManager from '@adonisjs/i18n/services/main'
import env from '#start/env'
import type { Locale } from '#enums/profile'
import { TemplatedMail } from '#mails/templated_mail'

export interface TransferOrder {
  paymentReference: string
  /** Amount, reference and bank account, as label and value rows. */
  details: { label: string; value: string }[]
  /** What was ordered, one sentence per country. */
  lines: string[]
  proForma: { fileName: string; bytes: Buffer }
}

/** After an order paid by transfer: what to pay, to whom, with which reference, and the pro-forma attached. */
export default class TransferOrderNotification extends TemplatedMail {
  constructor(
    private recipient: string,
    private locale: Locale,
    private order: TransferOrder
  ) {
    super()
  }

  prepare() {
    const i18n = i18nManager.locale(this.locale)
    this.message.to(this.recipient)
    this.renderTemplates(
      'transfer_order',
      this.locale,
      i18n.t('mail.transferOrder.subject', { reference: this.order.paymentReference }),
      {
        details: this.order.details,
        lines: this.order.lines,
        link: `${env.get('APP_URL')}/${this.locale}/home`,
      }
    )
    this.message.attachData(this.order.proForma.bytes, {
      filename: this.order.proForma.fileName,
      contentType: 'application/pdf',
    })
  }
}
