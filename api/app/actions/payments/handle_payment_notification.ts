import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Payment from '#models/payment'
import WorkerRequest from '#models/worker_request'
import { paymentProvider } from '#services/payments/sandbox_provider'
import { canTransition, isPending, transition } from '#services/requests/request_transitions'
import { transitionPayment } from '#services/payments/payment_transitions'
import { recordAudit } from '#services/audit/record_audit'
import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { validateRequestInTransaction } from '#services/requests/validate_request'
import { UPGRADE_EXPIRED } from '#services/requests/validate_upgrade'
import { BusinessException } from '#exceptions/business_exception'

/**
 * Validates a paid request, or names why it cannot be: an upgrade whose contract has ended. That refusal is raised
 * before anything is written, so the payment is still recorded in this transaction.
 */
async function validateOrRefuse(request: WorkerRequest, trx: TransactionClientContract) {
  try {
    await validateRequestInTransaction(request.id, {}, trx)
    return null
  } catch (error) {
    if (error instanceof BusinessException && error.translationKey === UPGRADE_EXPIRED) return UPGRADE_EXPIRED
    throw error
  }
}

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

      await transitionPayment(payment, notification.outcome, trx, {
        providerTransactionId: notification.transactionId,
        notification: notification.raw,
        notifiedAt: DateTime.utc(),
      })

      if (notification.outcome === 'succeeded') {
        const refusal = isPending(request.status) ? await validateOrRefuse(request, trx) : null
        if (isPending(request.status) && !refusal) return { outcome: 'validated' as const, request }
        // Money taken for a request already paid or removed, or for an upgrade whose contract ended in the
        // meantime: keep the payment, and tell the staff to refund it.
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
              ...(refusal ? { reason: refusal } : {}),
            },
          },
          trx
        )
        logger.warn(
          { paymentId: payment.id, requestId: request.requestId },
          'payment received for a request that cannot be validated'
        )
        return { outcome: 'refund_needed' as const, request }
      }
      if (canTransition(request.status, 'payment_failed')) {
        await transition(request, 'payment_failed', trx, { userId: null, payload: { paymentId: payment.id } })
      }
      return { outcome: 'declined' as const, request }
    })
  }
}
