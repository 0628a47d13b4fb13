import type {
  AdminContractStatus,
  Civility,
  PaymentMethod,
  PhoneType,
  Position,
  RequestStatus,
  RequestType,
  VatStatus,
} from '../enums.js'

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
  /** A customer who signs in with a second factor: an admin may turn it off (back-office users: their own page). */
  totpEnabled: boolean
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

/** A row of the back-office Worker contracts list. */
export interface AdminContractAnswer {
  id: number
  companyId: number
  companyName: string
  vatNumber: string
  countryCode: string
  countryName: string
  /** null: unlimited. */
  allowedNumberOfWorkers: number | null
  startDate: string
  endDate: string
  remainingDays: number
  status: AdminContractStatus
  promoCode: string | null
  businessIntroducerName: string | null
  totalAmountCents: number
  currency: string
  requestType: RequestType | null
  paymentReference: string | null
  latestInvoice: { number: string; date: string; amountWithoutTaxCents: number } | null
}

/** How the back-office renders a column the server describes (the companies list's extra columns). */
export type AdminColumnType = 'text' | 'vatNumber' | 'countries' | 'workers' | 'date' | 'email' | 'phone'

/** A column of a list described by the server: the field, its label's translation key, whether it sorts. */
export interface AdminColumnAnswer {
  source: string
  label: string
  type: AdminColumnType
  sortable: boolean
}

/** A contract running today, as the companies list summarises it. */
export interface AdminActiveContract {
  countryCode: string
  allowedNumberOfWorkers: number | null
  endDate: string
  promoCode: string | null
}

/** A row of the back-office Companies list: the fixed columns and those the server describes. */
export interface AdminCompanyAnswer {
  id: number
  name: string
  web: string | null
  migratedToMobilityPacket: boolean
  vatNumber: string
  vatStatus: VatStatus
  /** The contracts running today, by country code. */
  activeContracts: AdminActiveContract[]
  activeCountries: string[]
  /** The latest end among the contracts running today. */
  activeContractEnd: string | null
  activePromoCode: string | null
  customerEmail: string | null
  customerPhone: string | null
}

/** The companies list's description: its extra columns and what the server allows. */
export interface AdminCompanyFieldsAnswer {
  fields: AdminColumnAnswer[]
  options: { isMultiSelectAllowed: boolean }
}

/** A company as the back-office shows and edits it. */
export interface AdminCompanyDetailAnswer extends AdminCompanyAnswer {
  address: AddressAnswer
  siret: string | null
  size: string | null
  vatCheckedAt: string | null
  vatConsultationNumber: string | null
  createdAt: string
  users: { id: number; login: string; email: string; name: string | null; phone: string | null }[]
  contracts: AdminContractAnswer[]
  requests: {
    id: number
    requestId: string
    type: RequestType
    status: RequestStatus
    mop: PaymentMethod
    createdAt: string
    amountCents: number
    currency: string
    promoCode: string | null
  }[]
  invoices: {
    id: number
    number: string
    issueDate: string
    amountWithoutTaxCents: number
    amountWithTaxesCents: number
    currency: string
  }[]
}

/** The company's contracts an admin may re-attribute to another business introducer, and whether it may now. */
export interface AdminActiveContractsAnswer {
  workerContracts: AdminContractAnswer[]
  businessIntroducerIds: number[]
  updateDisable: boolean
  /** Why it may not: no contract running today, or a request waiting for payment. */
  reason: 'noActiveContract' | 'pendingRequest' | null
}

/** A business introducer an admin may choose. */
export interface AdminBusinessIntroducerChoice {
  id: number
  code: string
  name: string
}
