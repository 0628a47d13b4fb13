import type WorkerRequest from '#models/worker_request'
import paymentConfig from '#config/payment'
import { todayUtc } from '#services/contracts/contract_term'
import { isPending } from '#services/requests/request_transitions'
import { lineDates } from '#services/requests/line_dates'
import type { AdminRequestAnswer, WorkerRequestAnswer } from '@posted-workers/domain'

/** Relations used: lines.representativeCountry, lines.sourceWorkerContract, company, user.profile.phones. */
function presentLines(request: WorkerRequest, today: string) {
  return request.lines.map((line) => ({
    countryCode: line.representativeCountry.code,
    countryName: line.representativeCountry.name,
    isMobilityPackage: line.representativeCountry.isMobilityPackage,
    allowedNumberOfWorkers: line.allowedNumberOfWorkers,
    monthlyAmountCents: line.monthlyAmountCents,
    totalAmountCents: line.totalAmountCents,
    ...lineDates(request, line, today),
    businessIntroducerCode: request.promoCode,
  }))
}

/** A request as its customer sees it (bank-transfer page). */
export function presentRequest(request: WorkerRequest): WorkerRequestAnswer {
  return {
    requestId: request.requestId,
    type: request.type,
    status: request.status,
    mop: request.mop,
    amountCents: request.amountCents,
    amountWithoutTaxCents: request.amountWithoutTaxCents,
    vatCents: request.vatCents,
    vatRateBasisPoints: request.vatRateBasisPoints,
    reverseCharge: request.reverseCharge,
    currency: request.currency,
    paymentReference: request.paymentReference,
    isRenewalRequest: request.type === 'renewal',
    isUpgradeRequest: request.type === 'upgrade',
    createdAt: request.createdAt.toISO()!,
    contracts: presentLines(request, todayUtc()),
    bankDetails: paymentConfig.bank,
  }
}

/** A row of the back-office Requests list. */
export function presentAdminRequest(request: WorkerRequest): AdminRequestAnswer {
  const phone = request.user?.profile?.phones?.[0]
  const pending = isPending(request.status)
  return {
    id: request.id,
    requestId: request.requestId,
    type: request.type,
    status: request.status,
    mop: request.mop,
    createdAt: request.createdAt.toISO()!,
    companyName: request.company.name,
    company: { id: request.company.id, name: request.company.name, vatNumber: request.company.vatNumber },
    user: request.user
      ? { login: request.user.login, email: request.user.email, phone: phone?.number ?? null }
      : null,
    promoCode: request.promoCode,
    amountCents: request.amountCents,
    currency: request.currency,
    paymentReference: request.paymentReference,
    contracts: presentLines(request, todayUtc()),
    isValidationAllowed: pending,
    isRemoveAllowed: pending,
  }
}
