import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import WorkerRequest from '#models/worker_request'
import StartCardPayment from '#actions/purchase/start_card_payment'
import { isPending, transition } from '#services/requests/request_transitions'
import { todayUtc } from '#services/contracts/contract_term'
import { BusinessException } from '#exceptions/business_exception'
import { UPGRADE_EXPIRED } from '#actions/requests/validate_upgrade'

/**
 * A new card attempt for a request still waiting for its money (after a declined card, for instance): refused for
 * a transfer, a request no longer pending, or an upgrade whose contract has ended (no money is taken for what can
 * no longer be validated). A declined request becomes payable again first.
 */
@inject()
export default class PayRequestByCard {
  constructor(private startCardPayment: StartCardPayment) {}

  async handle(request: WorkerRequest, user: User, locale: string) {
    if (request.mop !== 'CARD' || !isPending(request.status)) {
      throw new BusinessException('requests.notPayable', { status: 400 })
    }
    const today = todayUtc()
    if (!('lines' in request.$preloaded)) await request.load('lines')
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
          await transition(locked, 'pending_payment', trx, { userId: user.id })
        }
      })
    }
    return this.startCardPayment.handle(request, locale)
  }
}
