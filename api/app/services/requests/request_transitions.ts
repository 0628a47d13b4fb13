import type { RequestStatus } from '#enums/contract'

/**
 * Every status change of a worker request goes through this table (ARCHITECTURE.md, "Requests").
 * A declined card leaves the request payable again; validated and removed are final.
 */
const TRANSITIONS: Record<RequestStatus, readonly RequestStatus[]> = {
  pending_payment: ['validated', 'removed', 'payment_failed'],
  payment_failed: ['pending_payment', 'validated', 'removed'],
  validated: [],
  removed: [],
}

export function canTransition(from: RequestStatus, to: RequestStatus) {
  return TRANSITIONS[from].includes(to)
}

/** Still waiting for its money: an admin may validate or remove it, a card may pay it. */
export function isPending(status: RequestStatus) {
  return status === 'pending_payment' || status === 'payment_failed'
}
