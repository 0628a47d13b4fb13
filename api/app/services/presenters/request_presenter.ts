import type WorkerContract from '#models/worker_contract'
import type WorkerRequest from '#models/worker_request'
import type WorkerRequestLine from '#models/worker_request_line'
import paymentConfig from '#config/payment'
import { contractEndDate, todayUtc } from '#services/contracts/contract_term'
import { renewalStartDate } from '#services/contracts/renewal_and_upgrade'
import { isPending } from '#services/requests/request_transitions'

/**
 * The dates of a line: those of its contract once validated; while pending, the proposed ones — validation day for
 * a purchase, the day after the renewed contract ends (or validation day once it has ended) for a renewal, and
 * validation day until the running contracts' end for an upgrade.
 */
function lineDates(request: WorkerRequest, line: WorkerRequestLine, today: string) {
  if (line.startDate) {
    return { startDate: line.startDate, endDate: line.endDate ?? contractEndDate(line.startDate) }
  }
  if (!isPending(request.status)) return { startDate: null, endDate: line.endDate }
  const source = line.sourceWorkerContract as WorkerContract | null | undefined
  if (request.type === 'upgrade') {
    return { startDate: today, endDate: line.endDate ?? source?.endDate ?? contractEndDate(today) }
  }
  const startDate = source ? renewalStartDate(source.endDate, today) : today
  return { startDate, endDate: contractEndDate(startDate) }
}

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
export function presentRequest(request: WorkerRequest) {
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
    createdAt: request.createdAt.toISO(),
    contracts: presentLines(request, todayUtc()),
    bankDetails: paymentConfig.bank,
  }
}

/** A row of the back-office Requests list. */
export function presentAdminRequest(request: WorkerRequest) {
  const phone = request.user?.profile?.phones?.[0]
  const pending = isPending(request.status)
  return {
    id: request.id,
    requestId: request.requestId,
    type: request.type,
    status: request.status,
    mop: request.mop,
    createdAt: request.createdAt.toISO(),
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
