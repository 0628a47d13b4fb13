import type { WorkerRequest } from '../../order'

/** What the confirmation page may say: confirmed (with the payment reference), or a neutral word. */
export type ConfirmationState =
  | { status: 'loading' }
  | { status: 'confirmed'; paymentReference: string }
  | { status: 'pending'; paymentReference: string }
  | { status: 'unknown' }

/**
 * "Confirmed" only for a request whose payment is in (validated); a request still waiting for its money is said to
 * be in progress; no request, a refused or removed one, or one of another company says nothing about any order.
 */
export function confirmationState(request: WorkerRequest | null): ConfirmationState {
  if (!request) return { status: 'unknown' }
  if (request.status === 'validated')
    return { status: 'confirmed', paymentReference: request.paymentReference }
  if (request.status === 'pending_payment')
    return { status: 'pending', paymentReference: request.paymentReference }
  return { status: 'unknown' }
}
