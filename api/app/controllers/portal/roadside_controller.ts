import { PassThrough } from 'node:stream'
import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import logger from '@adonisjs/core/services/logger'
import limiter from '@adonisjs/limiter/services/main'
import type { Locale } from '#enums/profile'
import type Worker from '#models/worker'
import { BusinessException } from '#exceptions/business_exception'
import { identified } from '#services/privacy/identified'
import { findOwnCompany } from '#services/tenancy/find_own_company'
import { findOwnContract } from '#services/tenancy/find_own_contract'
import { findOwnWorker } from '#services/tenancy/find_own_worker'
import { auditedAdmin } from '#services/audit/audited_admin'
import { recordAdminAudit } from '#services/audit/record_audit'
import { assertNotThrottled } from '#services/http/throttle'
import { queueMail } from '#services/mail/queue_mail'
import { attachmentDisposition } from '#services/workers/file_name'
import { certificateFile } from '#services/roadside/certificate_file'
import { driverFolderName } from '#services/roadside/pack_names'
import { postingFacts } from '#services/roadside/posting_facts'
import { writeContractPack, writePostingPack } from '#services/roadside/roadside_pack'
import { ensureLink, linkUrl, liveLinkOf, openingsOf, revokeLinks } from '#services/roadside/roadside_links'
import { roadsideSendValidator } from '#validators/worker'

/** Sending a link by e-mail: 10 an hour per user is more than a dispatcher needs, and no relay for spam. */
const sendLimiter = () => limiter.use({ requests: 10, duration: '1 hour', blockDuration: '1 hour' })

/**
 * What a driver shows at a roadside check, for the company (own company, or an admin): the designation certificate,
 * the roadside pack (ZIP) of a posting or of a whole contract, and the posting's roadside link (shown, made, revoked,
 * sent by e-mail).
 */
export default class RoadsideController {
  /** The certificate, with the QR code of the posting's live link (a GET makes none: POST …/roadsideLink does). */
  async certificate(ctx: HttpContext) {
    const posting = await this.#posting(ctx)
    const facts = await postingFacts(posting)
    const key = await certificateFile(facts, await liveLinkOf(posting.id))
    const name = `certificate-${driverFolderName(facts.driver, new Set())}-${facts.country.code}.pdf`
    ctx.response.header('Content-Type', 'application/pdf')
    ctx.response.header('Content-Disposition', attachmentDisposition(name))
    ctx.response.header('Cache-Control', 'no-store')
    return ctx.response.stream(await drive.use().getStream(key))
  }

  async pack(ctx: HttpContext) {
    const posting = await this.#posting(ctx)
    await posting.load('driver')
    const output = this.#zip(
      ctx,
      `roadside-pack-${driverFolderName(identified(posting.driver), new Set())}.zip`
    )
    writePostingPack(output, posting, ctx.params.lang as Locale).catch((error) => this.#failed(output, error))
  }

  async contractPack(ctx: HttpContext) {
    const company = await findOwnCompany(ctx, ctx.params.id, 'manageDrivers')
    const contract = await findOwnContract(company, ctx.params.contractId)
    await ctx.bouncer.with('WorkerPolicy').authorize('manage', contract)
    await contract.load('representativeCountry')
    const output = this.#zip(
      ctx,
      `roadside-pack-${contract.representativeCountry.code}-${contract.startDate}.zip`
    )
    writeContractPack(output, contract.id, ctx.params.lang as Locale).catch((error) =>
      this.#failed(output, error)
    )
  }

  /** The posting's live link, with how often it was opened; `link: null` when it has none. */
  async showLink(ctx: HttpContext) {
    const posting = await this.#posting(ctx)
    const link = await liveLinkOf(posting.id)
    return {
      link: link ? { url: linkUrl(link, ctx.params.lang), expiresOn: link.expiresOn } : null,
      openings: await openingsOf(posting.id),
    }
  }

  async createLink(ctx: HttpContext) {
    const posting = await this.#posting(ctx)
    const link = await this.#link(ctx, posting)
    return { url: linkUrl(link, ctx.params.lang), expiresOn: link.expiresOn }
  }

  async revokeLink(ctx: HttpContext) {
    const posting = await this.#posting(ctx)
    const revoked = await db.transaction(async (trx) => {
      const count = await revokeLinks(posting.id, trx)
      if (count > 0) {
        await recordAdminAudit(
          auditedAdmin(ctx),
          {
            action: 'roadsideLink.revoke',
            subjectType: 'worker',
            subjectId: posting.id,
            payload: { companyId: posting.companyId },
          },
          trx
        )
      }
      return count
    })
    if (revoked === 0) throw new BusinessException('roadside.noLiveLink')
    return { revoked: true, successes: [{ message: ctx.i18n.t('roadside.revoked') }] }
  }

  /** E-mails the posting's link (made when it has none) to an address the user types, in the page's language. */
  async sendLink(ctx: HttpContext) {
    const posting = await this.#posting(ctx)
    const { email } = await ctx.request.validateUsing(roadsideSendValidator)
    const user = ctx.auth.getUserOrFail()
    const throttle = sendLimiter()
    await assertNotThrottled(throttle, `roadside_send_${user.id}`)
    // Made without a line of its own when the driver has none: the send's line says it all.
    const link = await ensureLink(posting, user.id)
    if (!link) throw new BusinessException('roadside.contractEnded')
    const sendId = await db.transaction(async (trx) => {
      const [id] = await trx.table('roadside_link_sends').insert({
        roadside_link_id: link.id,
        email,
        locale: ctx.params.lang,
        sent_by_user_id: user.id,
        created_at: new Date(),
      })
      await recordAdminAudit(
        auditedAdmin(ctx),
        {
          action: 'roadsideLink.send',
          subjectType: 'worker',
          subjectId: posting.id,
          payload: { companyId: posting.companyId },
        },
        trx
      )
      return Number(id)
    })
    await throttle.increment(`roadside_send_${user.id}`)
    await queueMail({ mail: 'roadsideLink', sendId }, ctx.request.id())
    return { sent: true, successes: [{ message: ctx.i18n.t('roadside.sent', { email }) }] }
  }

  async #posting(ctx: HttpContext) {
    const company = await findOwnCompany(ctx, ctx.params.id, 'manageDrivers')
    return findOwnWorker(ctx, company, ctx.params.workerId)
  }

  /** The posting's live link, made when it has none (audited when an admin makes it); 400 once its contract ended. */
  async #link(ctx: HttpContext, posting: Worker) {
    const link = await ensureLink(posting, ctx.auth.getUserOrFail().id, auditedAdmin(ctx))
    if (!link) throw new BusinessException('roadside.contractEnded')
    return link
  }

  #zip(ctx: HttpContext, name: string) {
    const output = new PassThrough()
    ctx.response.header('Content-Type', 'application/zip')
    ctx.response.header('Content-Disposition', attachmentDisposition(name))
    ctx.response.header('Cache-Control', 'no-store')
    ctx.response.stream(output)
    return output
  }

  #failed(output: PassThrough, error: unknown) {
    // A download the client gave up is not a failure of ours.
    if (error instanceof Error && error.name === 'AbortError') logger.info('roadside pack abandoned')
    else logger.error({ err: error }, 'roadside pack failed')
    output.destroy(error as Error)
  }
}
