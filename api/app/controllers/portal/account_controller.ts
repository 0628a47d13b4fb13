import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type WorkerRequest from '#models/worker_request'
import UpgradeAccount from '#actions/account/upgrade_account'
import RenewContract from '#actions/account/renew_contract'
import { startCardPayment } from '#services/payments/start_card_payment'
import { renewValidator, upgradeQuoteValidator, upgradeValidator } from '#validators/account'
import { findOwnCompany } from '#services/tenancy/find_own_company'
import { loadAccountState } from '#services/account/account_state'
import { presentAccount, presentUpgradeQuote } from '#services/presenters/account_presenter'
import { todayUtc } from '#services/contracts/contract_term'
import { sendTransferOrderMail } from '#services/mail/order_mails'

/** Renewal and upgrade of a company's contracts (own company, or admin; another company answers 404). */
export default class AccountController {
  async check(ctx: HttpContext) {
    const company = await findOwnCompany(ctx, ctx.params.id, 'placeOrders')
    const state = await loadAccountState(company, todayUtc())
    return presentAccount(state, ctx.auth.getUserOrFail().isAdmin)
  }

  @inject()
  async quote(ctx: HttpContext, action: UpgradeAccount) {
    const company = await findOwnCompany(ctx, ctx.params.id, 'placeOrders')
    const input = await ctx.request.validateUsing(upgradeQuoteValidator)
    return presentUpgradeQuote(await action.quote(company, input.representativeCountries))
  }

  @inject()
  async upgrade(ctx: HttpContext, action: UpgradeAccount) {
    const company = await findOwnCompany(ctx, ctx.params.id, 'placeOrders')
    const input = await ctx.request.validateUsing(upgradeValidator)
    const request = await action.handle(company, ctx.auth.getUserOrFail(), input, ctx.request.ip())
    return this.#payment(ctx, request)
  }

  @inject()
  async renew(ctx: HttpContext, action: RenewContract) {
    const company = await findOwnCompany(ctx, ctx.params.id, 'placeOrders')
    const input = await ctx.request.validateUsing(renewValidator)
    const request = await action.handle(company, ctx.auth.getUserOrFail(), input, ctx.request.ip())
    return this.#payment(ctx, request)
  }

  /** As after a registration: the card form to post, or the transfer page to show; nothing when nothing is due. */
  async #payment(ctx: HttpContext, request: WorkerRequest) {
    if (request.status === 'validated') return { requestId: request.requestId, validated: true }
    if (request.mop === 'CARD') {
      const form = await startCardPayment(request, ctx.i18n.locale)
      return { requestId: request.requestId, paymentRedirectionForm: form }
    }
    await sendTransferOrderMail(request.id, ctx.request.id())
    return { requestId: request.requestId, mop: request.mop }
  }
}
