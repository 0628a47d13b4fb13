import { BaseMail } from '@adonisjs/mail'
import i18nManager from '@adonisjs/i18n/services/main'
import env from '#start/env'
import WorkerRequest from '#models/worker_request'
import WorkerContract from '#models/worker_contract'
import { escapeHtml } from '#services/http/escape_html'
import { formatDate } from '#services/billing/format'

/** Tells the customer their payment is in and their contracts are active, in the user's language. */
export default class RequestValidatedNotification extends BaseMail {
  constructor(
    private recipient: string,
    private locale: string,
    private lines: string[]
  ) {
    super()
  }

  static async forRequest(id: number) {
    const request = await WorkerRequest.query().where('id', id).preload('user').firstOrFail()
    // The contracts of the request's lines: those it created, and those an upgrade raised.
    const contracts = await WorkerContract.query()
      .whereIn('id', (lines) =>
        lines.from('worker_request_lines').select('worker_contract_id').where('worker_request_id', id)
      )
      .preload('representativeCountry')
      .orderBy('id')
    const locale = request.user?.locale ?? 'fr'
    const i18n = i18nManager.locale(locale)
    const lines = contracts.map((contract) =>
      i18n.t('mail.requestValidated.line', {
        country: contract.representativeCountry.isMobilityPackage
          ? i18n.t('mail.mobilityPackage')
          : contract.representativeCountry.name,
        start: formatDate(contract.startDate),
        end: formatDate(contract.endDate),
      })
    )
    return new RequestValidatedNotification(request.user.email, locale, lines)
  }

  prepare() {
    const i18n = i18nManager.locale(this.locale)
    const t = (key: string) => i18n.t(`mail.requestValidated.${key}`)
    const link = `${env.get('APP_URL')}/${this.locale}/home`
    this.message
      .to(this.recipient)
      .subject(t('subject'))
      .text(
        [t('greeting'), t('intro'), ...this.lines.map((line) => `- ${line}`), t('outro'), link].join('\n\n')
      )
      .html(
        [
          `<p>${escapeHtml(t('greeting'))}</p>`,
          `<p>${escapeHtml(t('intro'))}</p>`,
          `<ul>${this.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
          `<p>${escapeHtml(t('outro'))}</p>`,
          `<p><a href="${escapeHtml(link)}">${escapeHtml(t('button'))}</a></p>`,
        ].join('\n')
      )
  }
}
