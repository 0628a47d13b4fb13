import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import paymentConfig from '#config/payment'
import type BusinessIntroducer from '#models/business_introducer'
import WorkerRequest from '#models/worker_request'
import WorkerRequestLine from '#models/worker_request_line'
import type { PaymentMethod, RequestType } from '#enums/contract'
import { BusinessException } from '#exceptions/business_exception'
import { requestAmounts, type OrderTotals } from '#services/billing/order_totals'
import { currentTermsOf } from '#services/billing/terms_of_sale_files'
import type { PricedLine } from '#services/purchase/price_order'
import { newPaymentReference, newRequestId } from '#services/requests/references'
import { INITIAL_REQUEST_STATUS } from '#services/requests/request_transitions'

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

/** The line of a priced row of a registration or a renewal: a new contract, or the renewal of `source`'s. */
export function pricedRequestLine(
  line: PricedLine,
  sourceWorkerContractId: number | null = null
): NewRequestLine {
  return {
    representativeCountryId: line.country.id,
    packageSignature: line.packageSignature,
    numberOfWorkers: line.numberOfWorkers,
    allowedNumberOfWorkers: line.allowedNumberOfWorkers,
    monthlyAmountCents: line.monthlyAmountCents,
    totalAmountCents: line.totalAmountCents,
    endDate: null,
    sourceWorkerContractId,
  }
}

/**
 * A request waiting for its money, inside the caller's transaction, with its lines, each keeping the terms of sale
 * its country sells under now. Its amounts are the order's totals (tax included in what the customer pays).
 */
export async function createRequest(
  trx: TransactionClientContract,
  input: {
    companyId: number
    /** The customer the request belongs to: its invoices speak their language, its e-mails go to them. */
    userId: number | null
    type: RequestType
    mop: PaymentMethod
    introducer: BusinessIntroducer | null
    totals: OrderTotals
    lines: NewRequestLine[]
  }
) {
  const request = await WorkerRequest.create(
    {
      requestId: newRequestId(),
      companyId: input.companyId,
      userId: input.userId,
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
