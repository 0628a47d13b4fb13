import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Payment from '#models/payment'
import WorkerRequest from '#models/worker_request'
import { paymentProvider } from '#services/payments/sandbox_provider'
import { canTransition, isPending } from '#services/requests/request_transitions'
import { recordAudit } from '#services/audit/record_audit'
import logger from '@adonisjs/core/services/logger'
import { validateRequestInTransaction } from '#actions/requests/validate_request'
import { BusinessException } from '#exceptions/business_exception'

export type NotificationOutcome = 'validated' | 'declined' | 'ignored' | 'refund_needed'

/**
 * A provider's server-to-server notification. Refused unless genuine and matching its payment (request, amount,
 * currency); a replay or a duplicate changes nothing. A success validates the request at once.
 */
export default class HandlePaymentNotification {
  async handle(
    body: Record<string, unknown>
  ): Promise<{ outcome: NotificationOutcome; request?: WorkerRequest }> {
    const provider = paymentProvider()
    const notification = provider.verifyNotification(body)
    if (!notification) throw new BusinessException('payments.badSignature', { status: 400 })

    return db.transaction(async (trx) => {
      const payment = await Payment.query({ client: trx })
        .where('id', notification.paymentId)
        .forUpdate()
        .first()
      if (!payment || payment.provider !== provider.name) {
        throw new BusinessException('payments.unknownPayment', { status: 400 })
      }
      const request = await WorkerRequest.query({ client: trx })
        .where('id', payment.workerRequestId)
        .forUpdate()
        .firstOrFail()
      if (request.requestId !== notification.requestId) {
        throw new BusinessException('payments.unknownPayment', { status: 400 })
      }
      if (notification.amountCents !== payment.amountCents || notification.currency !== payment.currency) {
        throw new BusinessException('payments.amountMismatch', { status: 400 })
      }
      if (payment.status !== 'pending') return { outcome: 'ignored' as const, request }
      const seen = await Payment.query({ client: trx })
        .where('provider_transaction_id', notification.transactionId)
        .first()
      if (seen) return { outcome: 'ignored' as const, request }

      payment.useTransaction(trx)
      payment.merge({
        status: notification.outcome,
        providerTransactionId: notification.transactionId,
        notification: notification.raw,
        notifiedAt: DateTime.utc(),
      })
      await payment.save()

      if (notification.outcome === 'succeeded') {
        if (!isPending(request.status)) {
          // Money taken for a request already paid or removed: keep the payment, and tell the staff to refund it.
          await recordAudit(
            {
              userId: null,
              action: 'payment.refundNeeded',
              subjectType: 'payment',
              subjectId: payment.id,
              payload: {
                requestId: request.requestId,
                requestStatus: request.status,
                amountCents: payment.amountCents,
              },
            },
            trx
          )
          logger.warn(
            { paymentId: payment.id, requestId: request.requestId },
            'payment received for a closed request'
          )
          return { outcome: 'refund_needed' as const, request }
        }
        await validateRequestInTransaction(request.id, {}, trx)
        return { outcome: 'validated' as const, request }
      }
      if (canTransition(request.status, 'payment_failed')) {
        request.useTransaction(trx)
        request.status = 'payment_failed'
        await request.save()
      }
      return { outcome: 'declined' as const, request }
    })
  }
}
