import type { PaymentMethod, RequestStatus, RequestType } from '../enums.js'

/** A request (an order) as its customer reads it. */

/** A line of a request: a country with its package and the dates it covers (proposed while pending). */
export interface RequestLineAnswer {
  countryCode: string
  countryName: string
  isMobilityPackage: boolean
  allowedNumberOfWorkers: number | null
  monthlyAmountCents: number
  totalAmountCents: number
  startDate: string | null
  endDate: string | null
  businessIntroducerCode: string | null
}

/** A request as its customer reads it (bank-transfer and confirmation pages). */
export interface WorkerRequestAnswer {
  requestId: string
  type: RequestType
  status: RequestStatus
  mop: PaymentMethod
  /** What the customer pays, tax included. */
  amountCents: number
  amountWithoutTaxCents: number
  vatCents: number
  vatRateBasisPoints: number
  reverseCharge: boolean
  currency: string
  paymentReference: string
  isRenewalRequest: boolean
  isUpgradeRequest: boolean
  createdAt: string
  contracts: RequestLineAnswer[]
  bankDetails: { beneficiary: string; iban: string; bic: string; bankName: string }
}
