import type { Civility } from '../../types/api'

export { DOCUMENT_CATEGORIES, type DocumentCategory } from '@posted-workers/domain'
import type { DocumentCategory } from '@posted-workers/domain'

/** A posted worker (API.md, "Workers and their documents"); `dateOfBirth` is `YYYY-MM-DD`. */
export type Worker = {
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

export type WorkerFields = Pick<
  Worker,
  | 'civility'
  | 'firstName'
  | 'lastName'
  | 'dateOfBirth'
  | 'cityOfBirth'
  | 'countryCodeOfBirth'
  | 'countryCodeOfNationality'
>

export type WorkerDocument = {
  id: number
  fileName: string
  category: DocumentCategory
  mime: string | null
  sizeBytes: number
  createdAt: string
  downloadUrl: string
}

/** The part of a contract the workers list reads; the contracts panel hands over its own, wider, contract. */
export type WorkersContract = {
  id: number
  isExpired: boolean
  representativeCountry: { id: number; code: string; name: string; isMobilityPackage: boolean }
}

export type WorkersAnswer = {
  workers: Worker[]
  total: number
  isAddWorkerAllowed: boolean
  /** An ended contract: its drivers and documents are shown, not changed. */
  isReadOnly?: boolean
  isDuplicateAllowed: boolean
  /** null means unlimited. */
  allowedNumberOfWorkers: number | null
}

export type NamedCountry = { code: string; name: string }
