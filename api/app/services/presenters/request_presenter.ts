import { DateTime } from 'luxon'
import type WorkerRequest from '#models/worker_request'
import paymentConfig from '#config/payment'
import { todayUtc } from '#services/contracts/contract_term'
import { isPending } from '#services/requests/request_transitions'
import { lineDates, type LineDateFields } from '#services/requests/line_dates'
import type { RequestLineRow, RequestRow } from '#services/requests/request_list'
import type { RequestStatus, RequestType } from '#enums/contract'
import type { AdminRequestAnswer, WorkerRequestAnswer } from '@posted-workers/domain'

/** What a line shows: its country, workers and amounts, and what its dates are read from. */
interface LineFields extends LineDateFields {
  countryCode: string
  countryName: string
  isMobilityPackage: boolean
  allowedNumberOfWorkers: number | null
  monthlyAmountCents: number
  totalAmountCents: number
}

function presentLines(
  request: { status: RequestStatus; type: RequestType; promoCode: string | null },
  lines: LineFields[],
  today: string
) {
  return lines.map((line) => ({
    countryCode: line.countryCode,
    countryName: line.countryName,
    isMobilityPackage: line.isMobilityPackage,
    allowedNumberOfWorkers: line.allowedNumberOfWorkers,
    monthlyAmountCents: line.monthlyAmountCents,
    totalAmountCents: line.totalAmountCents,
    ...lineDates(request, line, today),
    businessIntroducerCode: request.promoCode,
  }))
}

/** The lines of a request model (relations lines.representativeCountry and lines.sourceWorkerContract loaded). */
function modelLines(request: WorkerRequest): LineFields[] {
  return request.lines.map((line) => ({
    countryCode: line.representativeCountry.code,
    countryName: line.representativeCountry.name,
    isMobilityPackage: line.representativeCountry.isMobilityPackage,
    allowedNumberOfWorkers: line.allowedNumberOfWorkers,
    monthlyAmountCents: line.monthlyAmountCents,
    totalAmountCents: line.totalAmountCents,
    startDate: line.startDate,
    endDate: line.endDate,
    sourceWorkerContract: line.sourceWorkerContract,
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
    contracts: presentLines(request, modelLines(request), todayUtc()),
    bankDetails: paymentConfig.bank,
  }
}

/** The lines of each request of a page, by request id, as presentLines reads them. */
export function linesByRequest(lines: RequestLineRow[]) {
  const byRequest = new Map<number, LineFields[]>()
  for (const line of lines) {
    const list = byRequest.get(line.workerRequestId) ?? []
    list.push({
      ...line,
      isMobilityPackage: Boolean(line.isMobilityPackage),
      sourceWorkerContract: line.sourceEndDate ? { endDate: line.sourceEndDate } : null,
    })
    byRequest.set(line.workerRequestId, list)
  }
  return byRequest
}

/** A row of the back-office Requests list, from the list's plain rows (request_list.ts). */
export function presentAdminRequest(row: RequestRow, lines: LineFields[], today: string): AdminRequestAnswer {
  const pending = isPending(row.status)
  return {
    id: row.id,
    requestId: row.requestId,
    type: row.type,
    status: row.status,
    mop: row.mop,
    // As the model's datetime column gives it (Luxon in the process's zone).
    createdAt: DateTime.fromJSDate(row.createdAt).toISO()!,
    companyName: row.companyName,
    company: { id: row.companyId, name: row.companyName, vatNumber: row.vatNumber },
    user:
      row.userLogin !== null
        ? { login: row.userLogin, email: row.userEmail!, phone: row.userPhone ?? null }
        : null,
    promoCode: row.promoCode,
    amountCents: row.amountCents,
    currency: row.currency,
    paymentReference: row.paymentReference,
    contracts: presentLines(row, lines, today),
    isValidationAllowed: pending,
    isRemoveAllowed: pending,
  }
}
