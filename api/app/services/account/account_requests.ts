import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { OrderTotals } from '#services/billing/order_totals'
import { createRequest, type NewRequestLine } from '#services/requests/create_request'
import Company from '#models/company'
import User from '#models/user'
import type BusinessIntroducer from '#models/business_introducer'
import WorkerRequest from '#models/worker_request'
import type { PaymentMethod } from '#enums/contract'
import { ROLES } from '#enums/roles'
import { recordAudit } from '#services/audit/record_audit'

/**
 * Locks the company row for the rest of the transaction. Every renewal or upgrade takes this lock before it looks
 * for a pending request, so two submissions at once run one after the other and the second sees the first's
 * request. Nothing is read in the transaction before the lock, so its snapshot starts after it.
 */
export function lockCompany(companyId: number, trx: TransactionClientContract) {
  return Company.query({ client: trx }).where('id', companyId).forUpdate().firstOrFail()
}

/**
 * A renewal or upgrade request waiting for its money (createRequest). When an admin orders for a company, the request
 * belongs to the company's first customer (the invoice speaks their language, the confirmation goes to them); the
 * caller audits the admin's act (`auditOrder`).
 */
export async function createAccountRequest(
  trx: TransactionClientContract,
  input: {
    company: Company
    user: User
    type: 'renewal' | 'upgrade'
    mop: PaymentMethod
    introducer: BusinessIntroducer | null
    totals: OrderTotals
    lines: NewRequestLine[]
  }
) {
  const { company, user, ...order } = input
  const customer = user.isAdmin
    ? await User.query({ client: trx })
        .where('company_id', company.id)
        .where('role', ROLES.customer)
        .orderBy('id')
        .first()
    : user
  return createRequest(trx, { ...order, companyId: company.id, userId: customer?.id ?? null })
}

/** A request as the audit line of its order keeps it: its reference, payment and amount (cents, tax included). */
export function orderedRequest(request: WorkerRequest) {
  return {
    requestId: request.requestId,
    paymentReference: request.paymentReference,
    type: request.type,
    mop: request.mop,
    promoCode: request.promoCode,
    amountCents: request.amountCents,
  }
}

/** An admin's order for a company: one audit line, in the order's transaction. A customer's order writes none. */
export async function auditOrder(
  trx: TransactionClientContract,
  request: WorkerRequest,
  user: User,
  ip: string
) {
  if (!user.isAdmin) return
  await recordAudit(
    {
      userId: user.id,
      action: `request.${request.type}`,
      subjectType: 'worker_request',
      subjectId: request.id,
      payload: {
        after: { ...orderedRequest(request), status: request.status },
        companyId: request.companyId,
      },
      ip,
    },
    trx
  )
}
