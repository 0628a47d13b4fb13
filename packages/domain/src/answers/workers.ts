import type { Civility, ContractState, DocumentCategory, DocumentScope, ReadinessState } from '../enums.js'
import type { ExpiringCategory } from '../readiness.js'
import type { DriverDetailsAnswer } from './declarations.js'

/** The posted workers of a contract and their documents. */

/** The readiness of a posting (readiness.ts) on the day it was read. */
export interface PostingReadiness {
  readiness: ReadinessState
  /** Required categories without a valid document. */
  missing: DocumentCategory[]
  /** Required categories whose document ends within 30 days. */
  expiring: ExpiringCategory[]
  /** For `not_ready`: since when. */
  notReadySince: string | null
}

/** A posted worker: a posting (`id`, the specification's worker) of a driver of the company's roster. */
export interface WorkerAnswer extends PostingReadiness {
  id: number
  /** The person on the company's roster: the same on each contract he is posted on. */
  driverId: number
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
  /** `driver`: the person's (seen on each of his postings); `posting`: this posting's. */
  scope: DocumentScope
  documentNumber: string | null
  issuingCountry: string | null
  validFrom: string | null
  validUntil: string | null
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

/** A posting of a driver as the roster shows it. */
export interface DriverPostingAnswer extends PostingReadiness {
  workerId: number
  contractId: number
  countryCode: string
  /** The EU Mobility Package (countryCode `EU`), named as such rather than as a country. */
  isMobilityPackage: boolean
  contractState: ContractState
  startDate: string
  endDate: string
}

/** A driver of the company's roster, his postings and the documents of the person. */
export interface DriverAnswer {
  id: number
  civility: Civility
  firstName: string
  lastName: string
  dateOfBirth: string
  cityOfBirth: string
  countryCodeOfBirth: string
  countryCodeOfNationality: string
  /** What IMI asks of him (address, licence, card, employment contract). */
  details: DriverDetailsAnswer
  postings: DriverPostingAnswer[]
  documents: WorkerDocumentAnswer[]
}

/** A page of the roster, by last then first name. */
export interface DriversAnswer {
  drivers: DriverAnswer[]
  total: number
  page: number
  perPage: number
}
