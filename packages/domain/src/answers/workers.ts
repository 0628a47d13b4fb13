import type { Civility, DocumentCategory } from '../enums.js'

/** The posted workers of a contract and their documents. */

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
