import { todayIso } from '@posted-workers/domain'
import type { WorkerRequest } from '@/features/order'

/**
 * What the confirmation page may say: confirmed (with the payment reference, and whether its contracts run now or
 * start later), in progress, or a neutral word.
 */
export type ConfirmationState =
  | { status: 'loading' }
  | {
      status: 'confirmed'
      paymentReference: string
      /** Every contract starts later (a renewal of a running contract): the first start, else null. */
      scheduledFrom: string | null
      /** Some contracts run now, others start later. */
      partlyScheduled: boolean
    }
  | { status: 'pending'; paymentReference: string }
  | { status: 'unknown' }

/**
 * "Confirmed" only for a request whose payment is in (validated), never "active" for a contract that starts later; a
 * request still waiting for its money is said to be in progress; no request, a refused or removed one, or one of
 * another company says nothing about any order.
 */
export function confirmationState(request: WorkerRequest | null, today = todayIso()): ConfirmationState {
  if (!request) return { status: 'unknown' }
  if (request.status === 'validated') {
    const later = request.contracts
      .map((line) => line.startDate)
      .filter((start): start is string => start !== null && start > today)
      .sort()
    const all = later.length > 0 && later.length === request.contracts.length
    return {
      status: 'confirmed',
      paymentReference: request.paymentReference,
      scheduledFrom: all ? later[0] : null,
      partlyScheduled: later.length > 0 && !all,
    }
  }
  if (request.status === 'pending_payment')
    return { status: 'pending', paymentReference: request.paymentReference }
  return { status: 'unknown' }
}
