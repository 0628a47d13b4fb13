export { DOCUMENT_CATEGORIES, type DocumentCategory } from '@posted-workers/domain'

/** A posted worker (API.md, "Workers and their documents"), as every app reads it (packages/domain). */
export type { WorkerAnswer as Worker, WorkerDocumentAnswer as WorkerDocument } from '@posted-workers/domain'
import type { WorkerAnswer as Worker } from '@posted-workers/domain'

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

/** The part of a contract the workers list reads; the contracts panel hands over its own, wider, contract. */
export type WorkersContract = {
  id: number
  isExpired: boolean
  representativeCountry: { id: number; code: string; name: string; isMobilityPackage: boolean }
}

export type { WorkersListAnswer as WorkersAnswer } from '@posted-workers/domain'

export type { NamedCountryAnswer as NamedCountry } from '@posted-workers/domain'
