import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import WorkerRequest from '#models/worker_request'
import StartCardPayment from '#actions/purchase/start_card_payment'
import { presentRequest } from '#services/presenters/request_presenter'
import { isPending } from '#services/requests/request_transitions'
import { NotFoundException } from '#exceptions/not_found_exception'
import { BusinessException } from '#exceptions/business_exception'
import { UPGRADE_EXPIRED } from '#actions/requests/validate_upgrade'
import { todayUtc } from '#services/contracts/contract_term'

/** The signed-in customer's request by its public id; another company's answers 404. */
async function findOwnRequest(ctx: HttpContext) {
  const user = ctx.auth.getUserOrFail()
  const request = await WorkerRequest.query()
    .where('request_id', String(ctx.params.requestId))
    .preload('lines', (lines) =>
      lines.preload('representativeCountry').preload('sourceWorkerContract').orderBy('id')
    )
    .first()
  if (!request || (!user.isAdmin && request.companyId !== user.companyId)) throw new NotFoundException()
  return request
}

export default class WorkerRequestController {
  async show(ctx: HttpContext) {
    return { request: presentRequest(await findOwnRequest(ctx)) }
  }

  /** A new card attempt for a request still waiting for its money (after a declined card, for instance). */
  @inject()
  async pay(ctx: HttpContext, startCardPayment: StartCardPayment) {
    const request = await findOwnRequest(ctx)
    if (request.mop !== 'CARD' || !isPending(request.status)) {
      throw new BusinessException('requests.notPayable', { status: 400 })
    }
    // An upgrade can no longer be validated once its contract has ended: take no money for it.
    const today = todayUtc()
    if (request.type === 'upgrade' && request.lines.some((line) => line.endDate && line.endDate < today)) {
      throw new BusinessException(UPGRADE_EXPIRED, { status: 400 })
    }
    if (request.status === 'payment_failed') {
      await db.transaction(async (trx) => {
        const locked = await WorkerRequest.query({ client: trx })
          .where('id', request.id)
          .forUpdate()
          .firstOrFail()
        if (locked.status === 'payment_failed') {
          locked.status = 'pending_payment'
          await locked.save()
        }
      })
    }
    const form = await startCardPayment.handle(request, ctx.i18n.locale)
    return { requestId: request.requestId, paymentRedirectionForm: form }
  }
}
