import { randomUUID } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import i18nManager from '@adonisjs/i18n/services/main'
import env from '#start/env'
import { SandboxProvider } from '#services/payments/sandbox_provider'
import { escapeHtml } from '#services/http/escape_html'
import { withScriptNonce } from '#services/http/content_security_policy'
import { hiddenInputs, sandboxPage } from '#services/payments/sandbox_page'
import { isLocale } from '#services/http/paths'
import type { Locale } from '#enums/profile'

const FIELDS = ['paymentId', 'requestId', 'amount', 'currency', 'reference', 'locale', 'signature'] as const

function signedFields(body: Record<string, unknown>) {
  const fields: Record<string, string> = {}
  for (const name of FIELDS) fields[name] = typeof body[name] === 'string' ? (body[name] as string) : ''
  return fields
}

/** Our own process, reached over loopback: the sandbox notifies the api the way a provider's server would. */
function notifyUrl() {
  return `http://127.0.0.1:${env.get('PORT')}/api/payments/sandbox/notify`
}

/** The page of a form whose signature does not match: refused, as a provider would. */
function badSignature(response: HttpContext['response'], lang: Locale) {
  const i18n = i18nManager.locale(lang)
  return response
    .status(400)
    .type('text/html')
    .send(
      sandboxPage({
        lang,
        title: i18n.t('payments.sandbox.title'),
        body: `<h1>${escapeHtml(i18n.t('payments.badSignature'))}</h1>`,
      })
    )
}

/**
 * The sandbox provider's hosted pages: the payer approves or declines, the sandbox notifies the api server to server,
 * then sends the browser's top window back to the portal.
 */
export default class SandboxController {
  #provider = new SandboxProvider()

  async show({ request, response }: HttpContext) {
    const fields = signedFields(request.body())
    const lang = isLocale(fields.locale) ? fields.locale : 'fr'
    const i18n = i18nManager.locale(lang)
    if (!this.#provider.verify(fields)) return badSignature(response, lang)
    const amount = new Intl.NumberFormat(lang, { style: 'currency', currency: fields.currency }).format(
      Number(fields.amount) / 100
    )
    const t = (key: string) => escapeHtml(i18n.t(`payments.sandbox.${key}`))
    const body = `<span class="badge">${t('badge')}</span>
<h1>${t('title')}</h1>
<p>${t('intro')}</p>
<dl><dt>${t('reference')}</dt><dd>${escapeHtml(fields.reference)}</dd>
<dt>${t('amount')}</dt><dd class="amount">${escapeHtml(amount)}</dd></dl>
<div class="actions">
<form method="post" action="/payment/sandbox/decide">${hiddenInputs({ ...fields, decision: 'decline' })}<button class="decline" type="submit">${t('decline')}</button></form>
<form method="post" action="/payment/sandbox/decide">${hiddenInputs({ ...fields, decision: 'approve' })}<button class="approve" type="submit">${t('approve')}</button></form>
</div>`
    return response
      .type('text/html')
      .send(sandboxPage({ lang, title: i18n.t('payments.sandbox.title'), body }))
  }

  async decide({ request, response, logger }: HttpContext) {
    const fields = signedFields(request.body())
    const lang = isLocale(fields.locale) ? fields.locale : 'fr'
    const i18n = i18nManager.locale(lang)
    const approved = request.input('decision') === 'approve'
    if (!this.#provider.verify(fields)) return badSignature(response, lang)

    const notification: Record<string, string> = {
      paymentId: fields.paymentId,
      requestId: fields.requestId,
      transactionId: `SBX-${randomUUID()}`,
      amount: fields.amount,
      currency: fields.currency,
      status: approved ? 'approved' : 'declined',
    }
    notification.signature = this.#provider.sign(notification)
    const delivered = await fetch(notifyUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(notification),
    }).then(
      (answer) => answer.ok,
      (error) => {
        logger.error({ err: error }, 'sandbox notification failed')
        return false
      }
    )

    const requestId = encodeURIComponent(fields.requestId)
    const target = !delivered
      ? `/${lang}/workers/payment?requestId=${requestId}&declined=1`
      : approved
        ? `/${lang}/workers/confirmation?requestId=${requestId}`
        : `/${lang}/workers/payment?requestId=${requestId}&declined=1`
    const message = i18n.t(delivered && approved ? 'payments.sandbox.approved' : 'payments.sandbox.declined')
    // The one inline script of ours: the policy of this answer lets it, and it alone, run.
    const script = withScriptNonce()
    const body = `<h1>${escapeHtml(message)}</h1>
<p><a class="button approve" target="_top" href="${escapeHtml(target)}">${escapeHtml(i18n.t('payments.sandbox.continue'))}</a></p>
<script nonce="${script.nonce}">window.top.location.href = ${JSON.stringify(target)}</script>`
    return response
      .header('Content-Security-Policy', script.policy)
      .type('text/html')
      .send(sandboxPage({ lang, title: i18n.t('payments.sandbox.title'), body }))
  }
}
