import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { PaymentStatus } from '#enums/contract'
import type Payment from '#models/payment'

/** A card attempt waits for the provider's answer, then succeeds or fails once; nothing changes it afterwards. */
const TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ['succeeded', 'failed'],
  succeeded: [],
  failed: [],
}

/** A new attempt waits for the provider. The only status written outside `transitionPayment`, at creation. */
export const INITIAL_PAYMENT_STATUS = 'pending' satisfies PaymentStatus

export function canTransitionPayment(from: PaymentStatus, to: PaymentStatus) {
  return TRANSITIONS[from].includes(to)
}

export class PaymentTransitionError extends Error {}

/**
 * The one way a payment changes status, with what the provider said, inside the caller's transaction. A change the
 * table refuses is a programming error (the caller checks that the attempt is still pending first).
 */
export async function transitionPayment(
  payment: Payment,
  to: PaymentStatus,
  trx: TransactionClientContract,
  answer: {
    providerTransactionId: string
    notification: Record<string, unknown>
    notifiedAt: Payment['notifiedAt']
  }
) {
  if (!canTransitionPayment(payment.status, to)) {
    throw new PaymentTransitionError(`A ${payment.status} payment cannot become ${to}`)
  }
  payment.useTransaction(trx)
  payment.merge({ status: to, ...answer })
  await payment.save()
  return payment
}
