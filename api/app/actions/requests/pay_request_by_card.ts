import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import WorkerRequest from '#models/worker_request'
import { startCardPayment } from '#services/payments/start_card_payment'
import { isPending, transition } from '#services/requests/request_transitions'
import { todayUtc } from '#services/contracts/contract_term'
import { recordAudit } from '#services/audit/record_audit'
import { BusinessException } from '#exceptions/business_exception'
import { UPGRADE_EXPIRED } from '#services/requests/validate_upgrade'

/**
 * A new card attempt for a request still waiting for its money (after a declined card, for instance): refused for
 * a transfer, a request no longer pending, or an upgrade whose contract has ended (no money is taken for what can
 * no longer be validated). A declined request becomes payable again first (a status change, audited as every one
 * is); an admin's attempt on a request still pending is audited too, so that an admin's attempt is always one line.
 */
export default class PayRequestByCard {
  async handle(request: WorkerRequest, user: User, locale: string, ip: string) {
    if (request.mop !== 'CARD' || !isPending(request.status)) {
      throw new BusinessException('requests.notPayable', { status: 400 })
    }
    const today = todayUtc()
    if (!('lines' in request.$preloaded)) await request.load('lines')
    if (request.type === 'upgrade' && request.lines.some((line) => line.endDate && line.endDate < today)) {
      throw new BusinessException(UPGRADE_EXPIRED, { status: 400 })
    }
    return db.transaction(async (trx) => {
      const locked = await WorkerRequest.query({ client: trx })
        .where('id', request.id)
        .forUpdate()
        .firstOrFail()
      // Paid or removed since it was read: nothing to pay any more.
      if (!isPending(locked.status)) throw new BusinessException('requests.notPayable', { status: 400 })
      const by = { userId: user.id, ip: user.isAdmin ? ip : null }
      const payload = {
        requestId: locked.requestId,
        amountCents: locked.amountCents,
        companyId: locked.companyId,
      }
      if (locked.status === 'payment_failed') {
        await transition(locked, 'pending_payment', trx, { ...by, payload })
      } else if (user.isAdmin) {
        await recordAudit(
          { ...by, action: 'request.payAgain', subjectType: 'worker_request', subjectId: locked.id, payload },
          trx
        )
      }
      return startCardPayment(request, locale, trx)
    })
  }
}
