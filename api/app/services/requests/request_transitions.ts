import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { RequestStatus } from '#enums/contract'
import type WorkerRequest from '#models/worker_request'
import { recordAudit, type AuditPayload } from '#services/audit/record_audit'
import { BusinessException } from '#exceptions/business_exception'

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

/** A new request waits for its money. The only status written outside `transition`, at creation. */
export const INITIAL_REQUEST_STATUS = 'pending_payment' satisfies RequestStatus

/** How each change reads in the audit log. */
const AUDIT_ACTIONS: Record<RequestStatus, string> = {
  pending_payment: 'request.payAgain',
  payment_failed: 'request.paymentFailed',
  validated: 'request.validate',
  removed: 'request.remove',
}

export function canTransition(from: RequestStatus, to: RequestStatus) {
  return TRANSITIONS[from].includes(to)
}

/** Still waiting for its money: an admin may validate or remove it, a card may pay it. */
export const PENDING_STATUSES: RequestStatus[] = ['pending_payment', 'payment_failed']

export function isPending(status: RequestStatus) {
  return PENDING_STATUSES.includes(status)
}

export interface TransitionBy {
  /** Who made the change (an admin, the customer paying again); null for the payment provider. */
  userId: number | null
  ip?: string | null
  /** What the audit line keeps beside the change (the start dates an admin chose…). */
  payload?: AuditPayload
  /** The line's action when the change is part of a larger act (an upgrade ordered and applied at once). */
  action?: string
}

/**
 * The one way a request changes status, inside the caller's transaction (the request row locked by the caller):
 * refused (400, "no longer pending") when the table does not allow it; otherwise the status and its timestamps are
 * written and the change is audited (the status before and after, and what the caller adds).
 */
export async function transition(
  request: WorkerRequest,
  to: RequestStatus,
  trx: TransactionClientContract,
  by: TransitionBy
) {
  if (!canTransition(request.status, to)) throw new BusinessException('requests.notPending', { status: 400 })
  const from = request.status
  request.useTransaction(trx)
  request.status = to
  if (to === 'validated') {
    request.validatedAt = DateTime.utc()
    request.validatedByUserId = by.userId
  }
  if (to === 'removed') request.removedAt = DateTime.utc()
  await request.save()
  await recordAudit(
    {
      userId: by.userId,
      action: by.action ?? AUDIT_ACTIONS[to],
      subjectType: 'worker_request',
      subjectId: request.id,
      payload: { before: { status: from }, after: { status: to }, ...by.payload },
      ip: by.ip ?? null,
    },
    trx
  )
  return request
}
