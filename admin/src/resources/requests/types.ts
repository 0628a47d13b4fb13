import type { mops, requestStatuses, requestTypes } from './choices'

export interface RequestContract {
  countryCode: string
  /** null: unlimited */
  allowedNumberOfWorkers: number | null
  /** YYYY-MM-DD: the proposed dates while pending, the contract's once validated, null for a removed request. */
  startDate: string | null
  endDate: string | null
  totalAmountCents: number
  businessIntroducerCode: string | null
}

/** A worker request as the back-office lists it (API.md, "Back-office: requests"). */
export interface WorkerRequest {
  id: number
  requestId: string
  type: (typeof requestTypes)[number]
  status: (typeof requestStatuses)[number]
  mop: (typeof mops)[number]
  createdAt: string
  companyName: string
  company: { id: number; name: string; vatNumber: string | null }
  user: { login: string; email: string; phone: string | null } | null
  promoCode: string | null
  amountCents: number
  currency: string
  paymentReference: string | null
  contracts: RequestContract[]
  isValidationAllowed: boolean
  isRemoveAllowed: boolean
}
