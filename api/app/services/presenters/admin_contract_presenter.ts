import type { AdminContractAnswer, AdminContractStatus, RequestType } from '@posted-workers/domain'
import type { ContractRow } from '#services/contracts/contract_list'
import { contractState, remainingDays } from '#services/contracts/contract_term'
import { isExpiring } from '#services/contracts/reminders'

/**
 * A contract's state for the back-office: the customer's rule for expiring, without the reminders the customer
 * dismissed (an admin still sees that the contract is about to end).
 */
export function adminContractStatus(
  contract: { startDate: string; endDate: string },
  renewed: boolean,
  today: string
): AdminContractStatus {
  // Only the dates are passed on: a list's row holds some twenty fields, and copying them cost 2 µs a row.
  const dates = { startDate: contract.startDate, endDate: contract.endDate, dismissedReminders: null }
  if (isExpiring(dates, today, renewed)) return 'expiring'
  return contractState(contract, today)
}

/** A row of the contracts list (a flat row of contract_list.ts). */
export function presentAdminContract(row: ContractRow, today: string): AdminContractAnswer {
  return {
    id: row.id,
    companyId: row.companyId,
    companyName: row.companyName,
    vatNumber: row.vatNumber,
    countryCode: row.countryCode,
    countryName: row.countryName,
    allowedNumberOfWorkers: row.allowedNumberOfWorkers,
    startDate: row.startDate,
    endDate: row.endDate,
    remainingDays: remainingDays(row.endDate, today),
    status: adminContractStatus(row, Boolean(Number(row.renewed)), today),
    promoCode: row.promoCode,
    businessIntroducerName: row.businessIntroducerName,
    totalAmountCents: Number(row.totalAmountCents),
    currency: row.currency,
    requestType: row.requestType as RequestType | null,
    paymentReference: row.paymentReference,
    latestInvoice: row.latestInvoiceNumber
      ? {
          number: row.latestInvoiceNumber,
          date: row.latestInvoiceDate!,
          amountWithoutTaxCents: Number(row.latestInvoiceAmountCents),
        }
      : null,
  }
}
