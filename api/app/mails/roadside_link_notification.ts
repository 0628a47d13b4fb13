import i18nManager from '@adonisjs/i18n/services/main'
import type { Locale } from '#enums/profile'
import { TemplatedMail } from '#mails/templated_mail'

export interface RoadsideLinkFacts {
  company: string
  driver: string
  country: string
  end: string
  url: string
}

/** A posting's roadside link, sent by the company to an address it typed (a driver's, a dispatcher's). */
export default class RoadsideLinkNotification extends TemplatedMail {
  constructor(
    private recipient: string,
    private locale: Locale,
    private facts: RoadsideLinkFacts
  ) {
    super()
  }

  prepare() {
    const i18n = i18nManager.locale(this.locale)
    this.message.to(this.recipient)
    this.renderTemplates('roadside_link', this.locale, i18n.t('roadside.email.subject', this.facts), {
      values: this.facts,
      link: this.facts.url,
    })
  }
}
