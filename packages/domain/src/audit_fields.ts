import {
  CIVILITIES,
  CONTRACT_CHANGES,
  DOCUMENT_CATEGORIES,
  PAYMENT_METHODS,
  PHONE_TYPES,
  POSITIONS,
  READINESS_STATES,
  RENEWAL_CARRY_OUTCOMES,
  REQUEST_STATUSES,
  REQUEST_STATUS_FILTERS,
  REQUEST_TYPES,
  VAT_STATUSES,
} from './enums.js'
import { AUTHORITY_REQUEST_KINDS, AUTHORITY_REQUEST_STATUSES } from './authority_requests.js'
import { BACK_OFFICE_ROLES } from './back_office_roles.js'

/**
 * Every field the api writes in an audit line's payload, by its path as `auditPayloadRows` names it (`titles.fr`;
 * `workerPackages[].minWorkers` for a field of a list's items), with the kind of value it holds, so that the
 * back-office and the export write each value the same way. The api's test derives the paths from the code's types
 * and fails on one missing here; each app's test fails on a field without a label in fr, pl and en.
 */
export const AUDIT_ENUMERATIONS = {
  civility: CIVILITIES,
  position: POSITIONS,
  phoneType: PHONE_TYPES,
  vatStatus: VAT_STATUSES,
  requestType: REQUEST_TYPES,
  requestStatus: REQUEST_STATUSES,
  requestStatusFilter: REQUEST_STATUS_FILTERS,
  paymentMethod: PAYMENT_METHODS,
  documentCategory: DOCUMENT_CATEGORIES,
  renewalOutcome: RENEWAL_CARRY_OUTCOMES,
  sortDirection: ['asc', 'desc'],
  exportFormat: ['xlsx', 'zip', 'csv'],
  contractChange: CONTRACT_CHANGES,
  readinessState: READINESS_STATES,
  authorityRequestStatus: AUTHORITY_REQUEST_STATUSES,
  authorityRequestKind: AUTHORITY_REQUEST_KINDS,
  backOfficeRole: BACK_OFFICE_ROLES,
} as const

export type AuditEnumeration = keyof typeof AUDIT_ENUMERATIONS

/** A single value: money is integer cents, a date `YYYY-MM-DD`, an instant an ISO string in UTC. */
export type AuditValueKind =
  'text' | 'number' | 'money' | 'date' | 'instant' | 'boolean' | 'country' | { enumeration: AuditEnumeration }

/**
 * A field: a value, a list of values, a list of objects whose fields are listed as `<path>[].<key>`, a group (an
 * object shown by its fields, named itself only when it is empty or null), or an open group whose keys come from
 * the client (an export's filter: the lists' filters are listed, anything else is shown as sent).
 */
export type AuditFieldKind = AuditValueKind | { list: AuditValueKind } | 'items' | 'group' | 'open'

const enumeration = (name: AuditEnumeration) => ({ enumeration: name })
const listOf = (kind: AuditValueKind) => ({ list: kind })

const ADDRESS = {
  addressLine1: 'text',
  addressLine2: 'text',
  postalCode: 'text',
  city: 'text',
  countryCode: 'country',
} as const

const REPRESENTATIVE_COMPANY = {
  representativeCompany: 'group',
  'representativeCompany.name': 'text',
  'representativeCompany.address.addressLines': listOf('text'),
  'representativeCompany.address.postalCode': 'text',
  'representativeCompany.address.city': 'text',
  'representativeCompany.address.countryCode': 'country',
  'representativeCompany.phone.type': enumeration('phoneType'),
  'representativeCompany.phone.number': 'text',
  'representativeCompany.email': 'text',
  'representativeCompany.siret': 'text',
  'representativeCompany.siren': 'text',
  'representativeCompany.vatNumber': 'text',
  'representativeCompany.fiscalCode': 'text',
  'representativeCompany.personalIdentificationNumber': 'text',
  'representativeCompany.contact.name': 'text',
  'representativeCompany.contact.dateOfBirth': 'date',
  'representativeCompany.contact.cityOfBirth': 'text',
  'representativeCompany.contact.countryOfBirth': 'country',
  'representativeCompany.contact.nationality': 'country',
} as const

/** What an export kept: the list's filter as sent (each list's filter fields) and sort, or the accountant's period. */
const EXPORT = {
  filter: 'open',
  'filter.q': 'text',
  'filter.name': 'text',
  'filter.companyName': 'text',
  'filter.companyId': 'number',
  'filter.ids': listOf('number'),
  'filter.promoCode': 'text',
  'filter.representativeCountries': listOf('country'),
  'filter.vatStatus': enumeration('vatStatus'),
  'filter.status': enumeration('requestStatusFilter'),
  'filter.type': enumeration('requestType'),
  'filter.filterUpgradeRequest': 'boolean',
  'filter.hasActiveContract': 'boolean',
  'filter.startDateFrom': 'date',
  'filter.startDateTo': 'date',
  'filter.endDateFrom': 'date',
  'filter.endDateTo': 'date',
  'filter.activeDateFrom': 'date',
  'filter.activeDateTo': 'date',
  'filter.excludeNotRenewed': 'boolean',
  'filter.excludedVatNumbers': 'text',
  'filter.expiring': 'boolean',
  'filter.change': enumeration('contractChange'),
  'filter.changeDateFrom': 'date',
  'filter.changeDateTo': 'date',
  'filter.dateFrom': 'date',
  'filter.dateTo': 'date',
  'filter.pastRetention': 'boolean',
  'filter.userId': 'number',
  'filter.action': 'text',
  'filter.subjectType': 'text',
  'filter.subjectId': 'number',
  'filter.createdDateFrom': 'date',
  'filter.createdDateTo': 'date',
  'filter.countryCode': 'country',
  'filter.readiness': enumeration('readinessState'),
  'sort.field': 'text',
  'sort.direction': enumeration('sortDirection'),
  period: 'text',
  from: 'date',
  to: 'date',
  format: enumeration('exportFormat'),
} as const

export const AUDIT_FIELDS: Record<string, AuditFieldKind> = {
  // Records' ids the lines name beside their subject.
  companyId: 'number',
  workerContractId: 'number',
  workerId: 'number',
  driverId: 'number',
  sourceWorkerId: 'number',
  invoiceId: 'number',
  paymentId: 'number',
  documentIds: listOf('number'),
  // Companies and their VAT checks.
  name: 'text',
  vatNumber: 'text',
  ...ADDRESS,
  web: 'text',
  siret: 'text',
  vatStatus: enumeration('vatStatus'),
  vatCheckedAt: 'instant',
  vatConsultationNumber: 'text',
  outcome: enumeration('vatStatus'),
  reason: 'text',
  consultationNumber: 'text',
  checkedAt: 'instant',
  migratedToMobilityPacket: 'boolean',
  // Profiles.
  civility: enumeration('civility'),
  firstName: 'text',
  middleName: 'text',
  lastName: 'text',
  position: enumeration('position'),
  phone: 'group',
  'phone.type': enumeration('phoneType'),
  'phone.number': 'text',
  'company.vatNumber': 'text',
  ...Object.fromEntries(Object.entries(ADDRESS).map(([key, kind]) => [`company.${key}`, kind])),
  // Representative countries and business introducers.
  code: 'text',
  isActive: 'boolean',
  isNumberOfWorkersNeeded: 'boolean',
  unlimitedPackageAmountCents: 'money',
  workerPackageAmountCents: 'money',
  workerPackageMaxNumberOfWorker: 'number',
  workerPackages: 'items',
  'workerPackages[].minWorkers': 'number',
  'workerPackages[].maxWorkers': 'number',
  'workerPackages[].perWorkerAmountCents': 'money',
  'workerPackages[].fixedAmountCents': 'money',
  ...REPRESENTATIVE_COMPANY,
  'termsOfSales.fr': 'group',
  'termsOfSales.fr.id': 'number',
  'termsOfSales.fr.fileName': 'text',
  'termsOfSales.pl': 'group',
  'termsOfSales.pl.id': 'number',
  'termsOfSales.pl.fileName': 'text',
  // What a driver posted in the country must hold: the list judged, and whether it is the road-transport default.
  requiredDocumentCategories: listOf(enumeration('documentCategory')),
  requiredDocumentCategoriesDefault: 'boolean',
  // Attachments.
  'titles.fr': 'text',
  'titles.pl': 'text',
  'titles.en': 'text',
  countryCodes: listOf('country'),
  hasCode: 'boolean',
  fileName: 'text',
  fileKey: 'text',
  // Invoices and credit notes.
  number: 'text',
  issueDate: 'date',
  description: 'text',
  amountWithoutTaxCents: 'money',
  amountTaxesCents: 'money',
  amountWithTaxesCents: 'money',
  amountCents: 'money',
  currency: 'text',
  // Requests and payments.
  status: enumeration('requestStatus'),
  requestStatus: enumeration('requestStatus'),
  requestId: 'text',
  paymentReference: 'text',
  type: enumeration('requestType'),
  mop: enumeration('paymentMethod'),
  promoCode: 'text',
  startDates: 'items',
  'startDates[].countryCode': 'country',
  'startDates[].startDate': 'date',
  // Contracts.
  contracts: 'items',
  'contracts[].id': 'number',
  'contracts[].businessIntroducerId': 'number',
  'businessIntroducer.id': 'number',
  'businessIntroducer.code': 'text',
  dismissedReminders: listOf('number'),
  // Workers and their documents.
  dateOfBirth: 'date',
  cityOfBirth: 'text',
  countryCodeOfBirth: 'country',
  countryCodeOfNationality: 'country',
  renewal: enumeration('renewalOutcome'),
  fileNames: listOf('text'),
  categories: listOf(enumeration('documentCategory')),
  category: enumeration('documentCategory'),
  documents: listOf('text'),
  documentNumber: 'text',
  issuingCountry: 'country',
  validFrom: 'date',
  validUntil: 'date',
  // A roadside link's last day (its contract's).
  expiresOn: 'date',
  // A document upload's last valid days, one per file (none: null).
  validUntilDates: listOf('date'),
  // The migration of workers into drivers (0031): its counts in one line, and each driver it made of several rows.
  workers: 'number',
  drivers: 'number',
  postings: 'number',
  documentsOnDriver: 'number',
  mergedDrivers: 'number',
  copiesMerged: 'number',
  renamed: 'number',
  workerIds: listOf('number'),
  // A count in the migration's line, the postings themselves in a driver's.
  postingsMerged: 'items',
  'postingsMerged[].removedWorkerId': 'number',
  'postingsMerged[].keptWorkerId': 'number',
  // Inspectors' requests: the request as logged, and the kinds of an upload's files.
  authority: 'text',
  reference: 'text',
  receivedOn: 'date',
  dueOn: 'date',
  periodStart: 'date',
  periodEnd: 'date',
  authorityStatus: enumeration('authorityRequestStatus'),
  notes: 'text',
  driverIds: listOf('number'),
  authorityKinds: listOf(enumeration('authorityRequestKind')),
  // Posting declarations: the operator's IMI data, its fleet, a driver's IMI details, a declaration.
  communityLicenceNumber: 'text',
  transportContactName: 'text',
  transportContactEmail: 'text',
  transportContactPhone: 'text',
  plate: 'text',
  addressCountryCode: 'country',
  licenceNumber: 'text',
  licenceCountryCode: 'country',
  driverCardNumber: 'text',
  employmentStartDate: 'date',
  employmentLawCountryCode: 'country',
  startDate: 'date',
  endDate: 'date',
  plates: listOf('text'),
  transportType: 'text',
  operations: listOf('text'),
  imiNumber: 'text',
  // A driver's erasure (counts only, never what was erased: his files, the earlier lines emptied of him) and his
  // data's export.
  storedFiles: 'number',
  auditLines: 'number',
  byRetention: 'boolean',
  // Back-office users (their names are the profile's firstName and lastName above).
  login: 'text',
  email: 'text',
  backOfficeRole: enumeration('backOfficeRole'),
  language: 'text',
  ...EXPORT,
}

/**
 * The key of a field's label in the apps' dictionaries: its path without dots (`titles_fr`,
 * `workerPackages_minWorkers`), so that a group's label (`phone`) and its fields' (`phone_type`) live side by side.
 */
export const auditLabelKey = (path: string) => path.replaceAll('[]', '').replaceAll('.', '_')
