import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import WorkerRequest from '#models/worker_request'
import PayRequestByCard from '#actions/requests/pay_request_by_card'
import { presentRequest } from '#services/presenters/request_presenter'
import { NotFoundException } from '#exceptions/not_found_exception'

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
  async pay(ctx: HttpContext, action: PayRequestByCard) {
    const request = await findOwnRequest(ctx)
    const form = await action.handle(request, ctx.auth.getUserOrFail(), ctx.i18n.locale, ctx.request.ip())
    return { requestId: request.requestId, paymentRedirectionForm: form }
  }
}
