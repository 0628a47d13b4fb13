import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Payment from '#models/payment'
import type WorkerRequest from '#models/worker_request'
import { paymentProvider } from '#services/payments/sandbox_provider'
import { INITIAL_PAYMENT_STATUS } from '#services/payments/payment_transitions'

/**
 * Opens a payment attempt for a card request and returns the provider's hosted form. Each attempt is its own
 * payment row, so a declined card can be retried without losing the history. Inside the caller's transaction when
 * given (an attempt and its audit line stand or fall together).
 */
export async function startCardPayment(
  request: WorkerRequest,
  locale: string,
  trx?: TransactionClientContract
) {
  const provider = paymentProvider()
  const payment = await Payment.create(
    {
      workerRequestId: request.id,
      provider: provider.name,
      status: INITIAL_PAYMENT_STATUS,
      amountCents: request.amountCents,
      currency: request.currency,
    },
    { client: trx }
  )
  return provider.createPayment({
    paymentId: payment.id,
    requestId: request.requestId,
    amountCents: request.amountCents,
    currency: request.currency,
    reference: request.paymentReference,
    locale,
  })
}
