import type { Civility, PaymentMethod, PhoneType, Position, RequestStatus, RequestType } from '../enums.js'

/** The rows and forms of the back-office. */

/** An address as the back-office edits it. */
export interface AddressAnswer {
  addressLines: string[]
  postalCode: string | null
  city: string | null
  countryCode: string | null
}

/** A row of the back-office Profiles list and its edit form. */
export interface AdminProfileAnswer {
  id: number
  userId: number
  login: string
  email: string
  civility: Civility | null
  firstName: string
  middleName: string | null
  lastName: string
  position: Position | null
  phone: { type: PhoneType; number: string | null } | null
  companyName: string | null
  company: { id: number; name: string; vatNumber: string | null; address: AddressAnswer } | null
}

/** A country line of a request as the back-office lists it. */
export interface AdminRequestContract {
  countryCode: string
  /** null: unlimited. */
  allowedNumberOfWorkers: number | null
  /** The proposed dates while pending, the contract's once validated, null for a removed request. */
  startDate: string | null
  endDate: string | null
  totalAmountCents: number
  businessIntroducerCode: string | null
}

/** A row of the back-office Requests list. */
export interface AdminRequestAnswer {
  id: number
  requestId: string
  type: RequestType
  status: RequestStatus
  mop: PaymentMethod
  createdAt: string
  companyName: string
  company: { id: number; name: string; vatNumber: string | null }
  user: { login: string; email: string; phone: string | null } | null
  promoCode: string | null
  amountCents: number
  currency: string
  paymentReference: string | null
  contracts: AdminRequestContract[]
  isValidationAllowed: boolean
  isRemoveAllowed: boolean
}
