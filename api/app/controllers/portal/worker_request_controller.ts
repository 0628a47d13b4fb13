import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import PayRequestByCard from '#actions/requests/pay_request_by_card'
import { presentRequest } from '#services/presenters/request_presenter'
import { findOwnRequest } from '#services/tenancy/find_own_request'

/** A customer's request by its public id (own company, or admin; another company's answers 404). */
export default class WorkerRequestController {
  async show(ctx: HttpContext) {
    return { request: presentRequest(await findOwnRequest(ctx, ctx.params.requestId)) }
  }

  /** A new card attempt for a request still waiting for its money (after a declined card, for instance). */
  @inject()
  async pay(ctx: HttpContext, action: PayRequestByCard) {
    const request = await findOwnRequest(ctx, ctx.params.requestId)
    const form = await action.handle(request, ctx.auth.getUserOrFail(), ctx.i18n.locale, ctx.request.ip())
    return { requestId: request.requestId, paymentRedirectionForm: form }
  }
}
