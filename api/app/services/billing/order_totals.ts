import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { VatStatus } from '#enums/company'
import type WorkerRequest from '#models/worker_request'
import { withVat, type VatTreatment } from '#services/billing/vat_rule'
import { vatTreatmentFor } from '#services/billing/vat_rates'

export interface OrderTotals {
  totalWithoutTaxCents: number
  vatCents: number
  totalWithTaxCents: number
  vatRateBasisPoints: number
  reverseCharge: boolean
}

export function orderTotals(withoutTaxCents: number, treatment: VatTreatment): OrderTotals {
  const figures = withVat(withoutTaxCents, treatment)
  return {
    totalWithoutTaxCents: figures.withoutTaxCents,
    vatCents: figures.vatCents,
    totalWithTaxCents: figures.withTaxCents,
    vatRateBasisPoints: treatment.rateBasisPoints,
    reverseCharge: treatment.reverseCharge,
  }
}

/** An order's totals for this customer on this day: what the quote shows, the request stores and the payer pays. */
export async function orderTotalsFor(
  customer: { countryCode: string | null; vatStatus: VatStatus | null },
  withoutTaxCents: number,
  date: string,
  client?: QueryClientContract
) {
  return orderTotals(withoutTaxCents, await vatTreatmentFor(customer, date, client))
}

/** The request's columns for these totals: `amountCents` is what the customer pays, tax included. */
export function requestAmounts(totals: OrderTotals) {
  return {
    amountCents: totals.totalWithTaxCents,
    amountWithoutTaxCents: totals.totalWithoutTaxCents,
    vatCents: totals.vatCents,
    vatRateBasisPoints: totals.vatRateBasisPoints,
    reverseCharge: totals.reverseCharge,
  }
}

/** The figures of a stored request (transfer page, pro-forma): the ones it was ordered under. */
export function requestTotals(request: WorkerRequest): OrderTotals {
  return {
    totalWithoutTaxCents: request.amountWithoutTaxCents,
    vatCents: request.vatCents,
    totalWithTaxCents: request.amountCents,
    vatRateBasisPoints: request.vatRateBasisPoints,
    reverseCharge: request.reverseCharge,
  }
}
