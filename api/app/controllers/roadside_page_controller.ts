import type { HttpContext } from '@adonisjs/core/http'
import drive from '@adonisjs/drive/services/main'
import i18nManager from '@adonisjs/i18n/services/main'
import { daysBetween, EXPIRING_WITHIN_DAYS } from '@posted-workers/domain'
import Worker from '#models/worker'
import type { Locale } from '#enums/profile'
import { formatDate } from '#services/billing/format'
import { countryName } from '#services/billing/parties'
import { attachmentDisposition } from '#services/workers/file_name'
import { certificateFile } from '#services/roadside/certificate_file'
import { postingFacts } from '#services/roadside/posting_facts'
import { linkOfToken, recordOpening } from '#services/roadside/roadside_links'

/**
 * The page a controller opens from a driver's QR code, without signing in: the driver, the company, its
 * representative, the contract's period, the readiness of today and the documents valid today, each viewable;
 * nothing else of the company. Never indexed, sent without a referrer, never cached; each opening kept for the
 * company. A revoked or ended link answers a page saying so, without the data.
 */
export default class RoadsidePageController {
  async show(ctx: HttpContext) {
    const found = await this.#open(ctx)
    if (!found) return
    await recordOpening(found.link, ctx.request.ip(), ctx.request.header('user-agent'))
    const lang = ctx.params.lang as Locale
    const i18n = i18nManager.locale(lang)
    const facts = await postingFacts(found.posting)
    const category = (name: string) => i18n.t(`audit.values.documentCategory.${name}`)
    const representative = facts.country.representativeCompany
    const base = `/${lang}/r/${ctx.params.token}`
    return ctx.view.render('roadside/page', {
      lang,
      t: (key: string, values?: Record<string, unknown>) => i18n.t(`roadside.page.${key}`, values),
      languages: ['fr', 'pl', 'en'].map((code) => ({
        code,
        url: `/${code}/r/${ctx.params.token}`,
        current: code === lang,
      })),
      readiness: facts.readiness.state,
      missing: facts.readiness.missing.map(category),
      expiring: facts.readiness.expiring.map((item) => ({
        category: category(item.category),
        date: formatDate(item.validUntil),
      })),
      driver: {
        name: `${facts.driver.firstName} ${facts.driver.lastName}`,
        birth: formatDate(facts.driver.dateOfBirth),
        nationality: countryName(facts.driver.countryCodeOfNationality, lang),
      },
      company: {
        name: facts.company.name,
        vatNumber: facts.company.vatNumber,
        address: [facts.company.addressLine1, facts.company.postalCode, facts.company.city]
          .filter(Boolean)
          .join(', '),
      },
      representative: representative
        ? {
            name: representative.name,
            contact: representative.contactName,
            phone: representative.phoneNumber,
            email: representative.email,
          }
        : null,
      country: facts.country.isMobilityPackage
        ? i18n.t('roadside.certificate.mobilityPackage')
        : countryName(facts.country.code, lang),
      period: `${formatDate(facts.contract.startDate)} – ${formatDate(facts.contract.endDate)}`,
      documents: facts.validToday.map((document) => ({
        category: category(document.category),
        number: document.documentNumber,
        until: document.validUntil ? formatDate(document.validUntil) : null,
        soon:
          document.validUntil !== null &&
          daysBetween(facts.today, document.validUntil) <= EXPIRING_WITHIN_DAYS,
        url: `${base}/document/${document.id}`,
      })),
      certificateUrl: `${base}/certificate`,
      openedAt: new Date().toISOString().slice(0, 16).replace('T', ' '),
    })
  }

  /** A document valid today of the link's posting, shown in the browser (inline). */
  async document(ctx: HttpContext) {
    const found = await this.#open(ctx)
    if (!found) return
    const facts = await postingFacts(found.posting)
    const document = facts.validToday.find((one) => one.id === Number(ctx.params.documentId))
    if (!document || !(await drive.use().exists(document.fileKey))) return this.#closed(ctx, 'unknown', 404)
    ctx.response.header('Content-Type', document.mime || 'application/octet-stream')
    ctx.response.header(
      'Content-Disposition',
      attachmentDisposition(document.fileName).replace(/^attachment/, 'inline')
    )
    ctx.response.header('X-Content-Type-Options', 'nosniff')
    return ctx.response.stream(await drive.use().getStream(document.fileKey))
  }

  /** The posting's designation certificate, drawn with this very link. */
  async certificate(ctx: HttpContext) {
    const found = await this.#open(ctx)
    if (!found) return
    const key = await certificateFile(await postingFacts(found.posting), found.link)
    ctx.response.header('Content-Type', 'application/pdf')
    ctx.response.header('Content-Disposition', 'inline; filename="certificate.pdf"')
    return ctx.response.stream(await drive.use().getStream(key))
  }

  /** The link of the token and its posting when it answers; otherwise the closed page is sent and null returned. */
  async #open(ctx: HttpContext) {
    ctx.response.header('X-Robots-Tag', 'noindex, nofollow')
    ctx.response.header('Referrer-Policy', 'no-referrer')
    ctx.response.header('Cache-Control', 'no-store')
    const found = await linkOfToken(String(ctx.params.token))
    if (!found) {
      await this.#closed(ctx, 'unknown', 404)
      return null
    }
    if (found.state !== 'live') {
      await this.#closed(ctx, found.state, 410, formatDate(found.link.expiresOn))
      return null
    }
    return { link: found.link, posting: await Worker.findOrFail(found.link.workerId) }
  }

  async #closed(ctx: HttpContext, reason: 'unknown' | 'revoked' | 'expired', status: number, date?: string) {
    const i18n = i18nManager.locale(ctx.params.lang as Locale)
    const html = await ctx.view.render('roadside/closed', {
      lang: ctx.params.lang,
      title: i18n.t('roadside.page.title'),
      message: i18n.t(`roadside.page.closed.${reason}`, { date }),
    })
    ctx.response.status(status).header('Content-Type', 'text/html; charset=utf-8').send(html)
  }
}
