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
  VatStatus,
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

/** One package a country (or an introducer) offers; `maxWorkers` null means no maximum. */
export interface WorkerPackageAnswer {
  signature: string
  perWorkerAmountCents: number | null
  fixedAmountCents: number | null
  minWorkers: number
  maxWorkers: number | null
}

export interface PhoneAnswer {
  type: PhoneType
  number: string | null
}

/** The company that represents the customers in a country. */
export interface RepresentativeCompanyAnswer {
  name: string
  address: {
    addressLines: string[]
    postalCode: string | null
    city: string | null
    countryCode: string | null
  }
  phone: PhoneAnswer
  email: string | null
  siret: string | null
  siren: string | null
  vatNumber: string | null
  fiscalCode: string | null
}

/** A representative country with its prices, terms of sale and representative company. */
export interface RepresentativeCountryAnswer {
  id: number
  code: string
  name: string
  isActive: boolean
  isMobilityPackage: boolean
  unlimitedPackageAmountCents: number
  workerPackages: WorkerPackageAnswer[]
  /** Download paths by language (fr, pl); null when no document was uploaded. */
  termsOfSales: Partial<Record<Locale, string | null>>
  representativeCompany: RepresentativeCompanyAnswer | null
}

/** A business introducer behind a promo code, with its special prices. */
export interface IntroducerAnswer {
  code: string
  name: string
  isNumberOfWorkersNeeded: boolean
  unlimitedPackageAmountCents: number
  workerPackageAmountCents: number | null
  workerPackageMaxNumberOfWorker: number | null
  workerPackages: WorkerPackageAnswer[]
}

/** The VAT split of an order's total. */
export interface OrderTotalsAnswer {
  totalWithoutTaxCents: number
  vatCents: number
  totalWithTaxCents: number
  /** In basis points (2000 = 20 %); 0 under reverse charge. */
  vatRateBasisPoints: number
  reverseCharge: boolean
  currency: string
}

/** The order summary of the registration and renewal forms. */
export interface QuoteAnswer extends OrderTotalsAnswer {
  rows: {
    countryCode: string
    monthlyAmountCents: number
    totalAmountCents: number
    allowedNumberOfWorkers: number | null
  }[]
  monthlyAmountCents: number
}

/** A renewal's new period and the fewest workers it may buy (null: only unlimited). */
export interface RenewalTermsAnswer {
  startDate: string
  endDate: string
  minimumWorkers: number | null
}

/** The latest contract of a country, as the renewal and upgrade forms read it. */
export interface AccountContractAnswer {
  contractId: number
  countryCode: string
  state: ContractState
  startDate: string
  endDate: string
  remainingDays: number | null
  monthsLeft: number | null
  allowedNumberOfWorkers: number | null
  /** null: no package (unlimited, or the introducer's per-worker price). */
  packageSignature: string | null
  monthlyAmountCents: number
  /** Active and not unlimited. */
  isUpgradable: boolean
  /** null when the contract cannot be renewed (scheduled, or already renewed). */
  renewal: RenewalTermsAnswer | null
}

/** What the renewal and upgrade forms may offer today. */
export interface UpgradeAccountAnswer {
  isUpgradeAccountAllowed: boolean
  isRenewAllowed: boolean
  isMigrated: boolean
  /** The request still waiting for its money (pending, or a declined card). */
  pendingWorkerRequest: WorkerRequestAnswer | null
  /** The introducer of the running contracts: prices an upgrade, and is a renewal's default promo code. */
  introducer: IntroducerAnswer | null
  /** The end date a country added by an upgrade gets; null without an active contract. */
  upgradeEndDate: string | null
  /** The latest contract of each country, the Mobility Package first. */
  contracts: AccountContractAnswer[]
}

/** The priced rows of an upgrade. */
export interface UpgradeQuoteAnswer extends OrderTotalsAnswer {
  rows: {
    countryCode: string
    /** null for an added country. */
    contractId: number | null
    unchanged: boolean
    currentMonthlyAmountCents: number
    monthlyAmountCents: number
    months: number
    totalAmountCents: number
    allowedNumberOfWorkers: number | null
    endDate: string
  }[]
}

/** A country named in the page's language (countries, nationalities). */
export interface NamedCountryAnswer {
  code: string
  name: string
}

/** A document offered with the contracts of some countries. */
export interface AttachmentAnswer {
  id: number
  title: string
  /** The company's countries the document is offered for. */
  countryCodes: string[]
  /** Same-origin download path, language included. */
  attachmentUrl: string
}

/** A company's address as the portal shows it. */
export interface CompanyAddressAnswer {
  addressLines: string[]
  postalCode: string
  city: string
  countryCode: string
}

/** The company page: the company, its identifiers and its users. */
export interface CompanyAnswer {
  id: number
  name: string
  vatNumber: string
  address: CompanyAddressAnswer
  identifiers: { siret: string | null }
  size: string | null
  web: string | null
  migratedToMobilityPacket: boolean
  vatStatus: VatStatus | null
  users: { id: number; login: string; profile: { phones: { type: PhoneType; number: string }[] } }[]
}

/** A company as the signed-in user's own (the session) and the back-office list name it. */
export interface CompanySummaryAnswer {
  id: number
  name: string
  vatNumber: string
  address: CompanyAddressAnswer
}

/** A signed-in user's profile; a user may have none yet. */
export interface UserProfileAnswer {
  civility: Civility | null
  firstName: string | null
  middleName: string | null
  lastName: string | null
  displayName: string | null
  position: Position | null
  phones: { type: PhoneType; number: string }[]
}

/** The signed-in user as the apps know them. */
export interface UserAnswer {
  id: number
  login: string
  email: string
  role: string
  isAdmin: boolean
  profile: UserProfileAnswer | null
  company: CompanySummaryAnswer | null
}

export interface ApplicationDataAnswer {
  user: UserAnswer
  availableModules: string[]
  isLanguageSwitchAllowed: boolean
  isForgotPasswordAllowed?: boolean
  /** Seconds a session lasts without activity. */
  sessionLifetime?: number | null
}

/** GET /session: who is signed in, if anyone. */
export interface SessionAnswer {
  isLoggedIn: boolean
  applicationDataForLoggedInUser: ApplicationDataAnswer | null
  isForgotPasswordAllowed?: boolean
}
