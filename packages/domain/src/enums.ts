/**
 * The enumerations the api, the portal and the back-office share (the database migrations keep their own literal
 * lists). Each is a readonly tuple with its union type.
 */

export const LOCALES = ['fr', 'pl', 'en'] as const
export type Locale = (typeof LOCALES)[number]

export const CIVILITIES = ['MR', 'MRS'] as const
export type Civility = (typeof CIVILITIES)[number]

export const POSITIONS = [
  'MANAGER',
  'PRESIDENT',
  'GENERAL_DIRECTOR',
  'FINANCIAL_DIRECTOR',
  'COMMERCIAL_DIRECTOR',
  'EXPORT_MANAGER',
  'COMMUNICATION_DIRECTOR',
  'ACCOUNTING_MANAGER',
  'ACCOUNTANT',
  'ACCOUNTING_ASSISTANT',
  'ASSISTANT_DIRECTOR',
  'COMMERCIAL',
  'OWNER',
] as const
export type Position = (typeof POSITIONS)[number]

export const PHONE_TYPES = ['BUSINESS', 'HOME', 'MOBILE'] as const
export type PhoneType = (typeof PHONE_TYPES)[number]

export const COMPANY_SIZES = ['10', '50', '100', '500', 'more'] as const
export type CompanySize = (typeof COMPANY_SIZES)[number]

export const VAT_STATUSES = ['valid', 'invalid', 'unverified', 'unchecked'] as const
export type VatStatus = (typeof VAT_STATUSES)[number]

/** The outcome of a check of a VAT number: `unverified` when VIES could not answer (companies start `unchecked`). */
export const VAT_CHECK_STATUSES = ['valid', 'invalid', 'unverified'] as const satisfies readonly VatStatus[]
export type VatCheckStatus = (typeof VAT_CHECK_STATUSES)[number]

/** EU member states (ISO 3166-1 alpha-2; Greece is EL in VAT numbers). */
export const EU_COUNTRY_CODES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const
export type EuCountryCode = (typeof EU_COUNTRY_CODES)[number]

export const REQUEST_TYPES = ['creation', 'renewal', 'upgrade'] as const
export type RequestType = (typeof REQUEST_TYPES)[number]

export const REQUEST_STATUSES = ['pending_payment', 'payment_failed', 'validated', 'removed'] as const
export type RequestStatus = (typeof REQUEST_STATUSES)[number]

/** The back-office requests list's status filter: `pending` gathers pending_payment and payment_failed. */
export const REQUEST_STATUS_FILTERS = ['pending', 'validated', 'removed', 'all'] as const
export type RequestStatusFilter = (typeof REQUEST_STATUS_FILTERS)[number]
/** The list's filter when none is given: the requests waiting for their money. */
export const DEFAULT_REQUEST_STATUS_FILTER: RequestStatusFilter = 'pending'

export const PAYMENT_METHODS = ['CARD', 'TRANSFER'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

/** The specification's seven, then the documents a posted driver carries (ARCHITECTURE.md, "Drivers, postings"). */
export const DOCUMENT_CATEGORIES = [
  'WORK_CONTRACT',
  'ATTESTATION_DETACHEMENT',
  'SALARY',
  'SALARY_PROOF',
  'A1',
  'REGISTER_WORKING_TIME',
  'OTHER',
  'DRIVING_LICENCE',
  'DRIVER_CARD',
  'CPC',
  'ID_DOCUMENT',
  'MEDICAL_CERTIFICATE',
  'POSTING_DECLARATION',
] as const
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number]

/** A document of the person (kept on the driver, seen on each of his postings); the others belong to one posting. */
export const DRIVER_DOCUMENT_CATEGORIES = [
  'ID_DOCUMENT',
  'DRIVING_LICENCE',
  'DRIVER_CARD',
  'CPC',
  'MEDICAL_CERTIFICATE',
  'A1',
] as const satisfies readonly DocumentCategory[]

/** Categories whose documents end: a document of one needs its last valid day. */
export const EXPIRING_DOCUMENT_CATEGORIES = [
  'ID_DOCUMENT',
  'DRIVING_LICENCE',
  'DRIVER_CARD',
  'CPC',
  'MEDICAL_CERTIFICATE',
  'A1',
  'POSTING_DECLARATION',
] as const satisfies readonly DocumentCategory[]

/** What a driver posted for road transport must hold, for a country that says nothing else. */
export const DEFAULT_REQUIRED_CATEGORIES = [
  'POSTING_DECLARATION',
  'A1',
  'DRIVING_LICENCE',
  'DRIVER_CARD',
  'WORK_CONTRACT',
] as const satisfies readonly DocumentCategory[]

export type DocumentScope = 'driver' | 'posting'

export function documentScope(category: DocumentCategory): DocumentScope {
  return (DRIVER_DOCUMENT_CATEGORIES as readonly DocumentCategory[]).includes(category) ? 'driver' : 'posting'
}

export function isExpiringCategory(category: DocumentCategory) {
  return (EXPIRING_DOCUMENT_CATEGORIES as readonly DocumentCategory[]).includes(category)
}

/**
 * Whether a document of this category must be sent with its last valid day. Every category that ends, except the
 * specification's A1, whose upload call sends no date: an A1 without one is kept, and counts for readiness once its
 * last day is given (the portal asks for it).
 */
export function isEndDateRequired(category: DocumentCategory) {
  return category !== 'A1' && isExpiringCategory(category)
}

/** Whether a posting's driver holds, on a day, every document its country requires (readiness.ts). */
export const READINESS_STATES = ['ready', 'expiring', 'not_ready'] as const
export type ReadinessState = (typeof READINESS_STATES)[number]

/** The back-office's compliance list: the postings that are not ready, or whose documents end soon. */
export const COMPLIANCE_STATES = ['not_ready', 'expiring'] as const satisfies readonly ReadinessState[]
export type ComplianceState = (typeof COMPLIANCE_STATES)[number]

/** What happened to a driver added or changed on a contract whose renewal is scheduled, in that renewal. */
export const RENEWAL_CARRY_OUTCOMES = ['carried', 'updated', 'renewalFull'] as const
export type RenewalCarryOutcome = (typeof RENEWAL_CARRY_OUTCOMES)[number]

export const CONTRACT_STATES = ['active', 'scheduled', 'expired'] as const
export type ContractState = (typeof CONTRACT_STATES)[number]

/**
 * How a validated order changed a contract, by its line: a new contract (no earlier contract of the company in its
 * country), the renewal of an earlier one, or an upgrade of a running one (raised in place).
 */
export const CONTRACT_CHANGES = ['new', 'renewal', 'upgrade'] as const
export type ContractChange = (typeof CONTRACT_CHANGES)[number]

/** A contract's state as the back-office shows it: an active contract is expiring in its last 30 days unless renewed. */
export const ADMIN_CONTRACT_STATUSES = ['active', 'expiring', 'scheduled', 'expired'] as const
export type AdminContractStatus = (typeof ADMIN_CONTRACT_STATUSES)[number]
