import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import WorkerDocument from '#models/worker_document'

/**
 * The documents a posting shows: the person's (worker_id null) and those of the driver's postings in the same
 * country, so that a renewal shows the work contract uploaded on the contract it continues, and a document removed
 * on either is gone from both (no copies). A posting in another country shows the person's only.
 */

export interface PostingRef {
  id: number
  driverId: number
  workerContractId: number
}

/** The ids of the driver's postings in the country of `posting`'s contract (the posting's own included). */
function samePlacePostings(posting: PostingRef) {
  return db
    .from('workers')
    .join('worker_contracts', 'worker_contracts.id', 'workers.worker_contract_id')
    .where('workers.driver_id', posting.driverId)
    .whereIn('worker_contracts.representative_country_id', (country) =>
      country
        .from('worker_contracts')
        .select('representative_country_id')
        .where('id', posting.workerContractId)
    )
    .select('workers.id')
}

/** The documents `posting` shows, as models (newest first). */
export function postingDocuments(posting: PostingRef, client?: QueryClientContract) {
  return WorkerDocument.query({ client })
    .where('driver_id', posting.driverId)
    .where((scope) => scope.whereNull('worker_id').orWhereIn('worker_id', samePlacePostings(posting)))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
}

/** A document row with the country of the posting it belongs to (null: the person's). */
export interface PlacedDocumentRow {
  id: number
  driverId: number
  workerId: number | null
  countryId: number | null
  category: WorkerDocument['category']
  validFrom: string | null
  validUntil: string | null
}

function day(value: unknown) {
  if (value === null || value === undefined) return null
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10)
}

/** Every document of these drivers, as plain rows with their posting's country: what readiness and counts read. */
export async function placedDocuments(
  driverIds: number[],
  client: QueryClientContract = db.connection()
): Promise<PlacedDocumentRow[]> {
  if (driverIds.length === 0) return []
  const rows: Record<string, unknown>[] = await client
    .from('worker_documents')
    .leftJoin('workers', 'workers.id', 'worker_documents.worker_id')
    .leftJoin('worker_contracts', 'worker_contracts.id', 'workers.worker_contract_id')
    .whereIn('worker_documents.driver_id', driverIds)
    // The PDF of a withdrawn declaration declares nothing any more.
    .whereNotExists((withdrawn) =>
      withdrawn
        .from('posting_declarations')
        .whereColumn('posting_declarations.worker_document_id', 'worker_documents.id')
        .where('posting_declarations.status', 'withdrawn')
    )
    .select(
      'worker_documents.id',
      'worker_documents.driver_id as driverId',
      'worker_documents.worker_id as workerId',
      'worker_contracts.representative_country_id as countryId',
      'worker_documents.category',
      'worker_documents.valid_from as validFrom',
      'worker_documents.valid_until as validUntil'
    )
  return rows.map((row) => ({
    id: Number(row.id),
    driverId: Number(row.driverId),
    workerId: row.workerId === null ? null : Number(row.workerId),
    countryId: row.countryId === null ? null : Number(row.countryId),
    category: row.category as WorkerDocument['category'],
    validFrom: day(row.validFrom),
    validUntil: day(row.validUntil),
  }))
}

/** Of `documents` (placedDocuments), those a posting of `driverId` in country `countryId` shows. */
export function shownOn<T extends PlacedDocumentRow>(documents: T[], driverId: number, countryId: number) {
  return documents.filter(
    (document) =>
      document.driverId === driverId && (document.workerId === null || document.countryId === countryId)
  )
}

/** Groups rows by driver, for the callers that read many drivers' documents at once. */
export function byDriver<T extends { driverId: number }>(rows: T[]) {
  const groups = new Map<number, T[]>()
  for (const row of rows) {
    const group = groups.get(row.driverId)
    if (group) group.push(row)
    else groups.set(row.driverId, [row])
  }
  return groups
}
