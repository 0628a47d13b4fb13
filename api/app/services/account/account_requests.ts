import { requestAmounts, type OrderTotals } from '#services/billing/order_totals'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Company from '#models/company'
import User from '#models/user'
import type BusinessIntroducer from '#models/business_introducer'
import WorkerRequest from '#models/worker_request'
import WorkerRequestLine from '#models/worker_request_line'
import type { PaymentMethod } from '#enums/contract'
import { ROLES } from '#enums/roles'
import { newPaymentReference, newRequestId } from '#services/requests/references'
import { recordAudit } from '#services/audit/record_audit'
import { currentTermsOf } from '#services/billing/terms_of_sale_files'
import { BusinessException } from '#exceptions/business_exception'
import paymentConfig from '#config/payment'
import { INITIAL_REQUEST_STATUS } from '#services/requests/request_transitions'

/**
 * Locks the company row for the rest of the transaction. Every renewal or upgrade takes this lock before it looks
 * for a pending request, so two submissions at once run one after the other and the second sees the first's
 * request. Nothing is read in the transaction before the lock, so its snapshot starts after it.
 */
export function lockCompany(companyId: number, trx: TransactionClientContract) {
  return Company.query({ client: trx }).where('id', companyId).forUpdate().firstOrFail()
}

export function assertPaymentMethod(mop: PaymentMethod) {
  if (!paymentConfig.methods.includes(mop)) {
    throw new BusinessException('purchase.mopNotAllowed', { field: 'mop', status: 422 })
  }
}

export type NewRequestLine = Pick<
  WorkerRequestLine,
  | 'representativeCountryId'
  | 'packageSignature'
  | 'numberOfWorkers'
  | 'allowedNumberOfWorkers'
  | 'monthlyAmountCents'
  | 'totalAmountCents'
  | 'endDate'
  | 'sourceWorkerContractId'
>

/**
 * A renewal or upgrade request waiting for its money, with its lines, each keeping the terms of sale its country
 * sells under now. When an admin orders for a company, the request belongs to the company's first customer (the
 * invoice speaks their language, the confirmation goes to them); the caller audits the admin's act (`auditOrder`).
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
  const customer = input.user.isAdmin
    ? await User.query({ client: trx })
        .where('company_id', input.company.id)
        .where('role', ROLES.customer)
        .orderBy('id')
        .first()
    : input.user
  const request = await WorkerRequest.create(
    {
      requestId: newRequestId(),
      companyId: input.company.id,
      userId: customer?.id ?? null,
      type: input.type,
      status: INITIAL_REQUEST_STATUS,
      mop: input.mop,
      businessIntroducerId: input.introducer?.id ?? null,
      promoCode: input.introducer?.code ?? null,
      ...requestAmounts(input.totals),
      currency: 'EUR',
      paymentReference: newPaymentReference(new Date().getUTCFullYear()),
    },
    { client: trx }
  )
  const terms = await currentTermsOf(
    input.lines.map((line) => line.representativeCountryId),
    trx
  )
  await WorkerRequestLine.createMany(
    input.lines.map((line) => ({
      ...line,
      ...terms.get(line.representativeCountryId),
      workerRequestId: request.id,
    })),
    { client: trx }
  )
  return request
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
