import type {
  Civility,
  ContractState,
  DocumentCategory,
  Locale,
  PaymentMethod,
  PhoneType,
  Position,
  RequestStatus,
  RequestType,
} from './enums.js'

/**
 * The JSON the api answers and the apps read (api/API.md): the api's presenters are typed against these, the
 * portal and the back-office read them, so that a field renamed on one side fails to compile on the other.
 * Dates are 'YYYY-MM-DD', instants ISO 8601 in UTC, amounts integer cents.
 */

export interface RepresentativeCountryRef {
  id: number
  code: string
  name: string
  isMobilityPackage: boolean
}

/** A contract of the dashboard. */
export interface ContractAnswer {
  id: number
  representativeCountry: RepresentativeCountryRef
  /** null: unlimited. */
  allowedNumberOfWorkers: number | null
  packageSignature: string | null
  monthlyAmountCents: number
  totalAmountCents: number
  currency: string
  startDate: string
  endDate: string
  state: ContractState
  isExpired: boolean
  /** Counts today; 0 once expired, null while scheduled. */
  remainingDays: number | null
  dismissedReminders: number[]
  /** Active, 30 days or fewer, not renewed, a reminder day not dismissed. */
  isExpiring: boolean
  isRenewed: boolean
  businessIntroducer: { code: string } | null
}

export interface CreditNoteAnswer {
  id: number
  number: string
  issueDate: string
  amountCents: number
  currency: string
  /** The language it was issued in; `downloadUrl?language=xx` gives it in another. */
  locale: Locale
  downloadUrl: string
}

/** An invoice of a contract's country, with its credit notes. */
export interface InvoiceAnswer {
  id: number
  /** The contract it bills: the tab's, or another of the same country. */
  workerContractId: number | null
  number: string
  issueDate: string
  amountWithoutTaxCents: number
  amountTaxesCents: number
  amountWithTaxesCents: number
  currency: string
  description: string | null
  locale: Locale
  downloadUrl: string
  hasCreditNote: boolean
  creditNotes: CreditNoteAnswer[]
}

/** A posted worker. */
export interface WorkerAnswer {
  id: number
  civility: Civility
  firstName: string
  lastName: string
  dateOfBirth: string
  cityOfBirth: string
  countryCodeOfBirth: string
  countryCodeOfNationality: string
  workerContractId: number
  companyId: number
  documentsCount: number
  createdAt: string
}

export interface WorkerDocumentAnswer {
  id: number
  fileName: string
  category: DocumentCategory
  mime: string | null
  sizeBytes: number
  createdAt: string
  downloadUrl: string
}

/** The workers list of a contract and what it may offer. */
export interface WorkersListAnswer {
  workers: WorkerAnswer[]
  total: number
  isAddWorkerAllowed: boolean
  /** An ended contract: its drivers and documents are shown, not changed. */
  isReadOnly: boolean
  isDuplicateAllowed: boolean
  /** null: unlimited. */
  allowedNumberOfWorkers: number | null
}

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
