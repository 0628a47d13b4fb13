import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { DocumentCategory, ExpiringCategory, WorkerAnswer } from '@posted-workers/domain'

/**
 * Postings read as plain rows with their driver (no model hydration: a 1,500-driver contract is listed in a few
 * milliseconds of CPU), named and ordered as the worker calls answer them, so that each row becomes its answer in
 * place (its documents counted, its lists parsed where the database hands them back as text).
 */

/** A row as read: the answer's fields, and its contract's country (for the counts, left out of the answer). */
type PostingRow = Omit<WorkerAnswer, 'documentsCount' | 'missing' | 'expiring'> & {
  countryId: number | undefined
  documentsCount?: number
  missing: unknown
  expiring: unknown
}

/**
 * Postings joined to their drivers and contracts, an erased driver's left out (his postings are the contracts'
 * history, read by no list); the caller adds its conditions and order.
 */
export function postingRowsQuery(client: QueryClientContract = db.connection()) {
  return client
    .from('workers')
    .join('drivers', 'drivers.id', 'workers.driver_id')
    .whereNull('drivers.erased_at')
    .join('worker_contracts', 'worker_contracts.id', 'workers.worker_contract_id')
    .select(
      'workers.id',
      'workers.driver_id as driverId',
      'drivers.civility',
      'drivers.first_name as firstName',
      'drivers.last_name as lastName',
      'drivers.date_of_birth as dateOfBirth',
      'drivers.city_of_birth as cityOfBirth',
      'drivers.country_code_of_birth as countryCodeOfBirth',
      'drivers.country_code_of_nationality as countryCodeOfNationality',
      'workers.worker_contract_id as workerContractId',
      'workers.company_id as companyId',
      // The ISO instant written by the database: no Date made per row.
      client.raw(`DATE_FORMAT(workers.created_at, '%Y-%m-%dT%H:%i:%s.000Z') as createdAt`),
      'workers.readiness',
      'workers.readiness_missing as missing',
      'workers.readiness_expiring as expiring',
      'workers.not_ready_since as notReadySince',
      'worker_contracts.representative_country_id as countryId'
    )
}

/** A JSON column as MySQL (parsed) or MariaDB (text) hands it back. */
export function jsonList<T>(value: unknown): T[] {
  const parsed = typeof value === 'string' ? JSON.parse(value) : value
  return Array.isArray(parsed) ? (parsed as T[]) : []
}

/** The drivers whose documents are counted: a few ids, or those posted on one contract (a subquery, not 1,500 ids). */
export type DriverSet = number[] | { contractId: number }

/**
 * How many documents each driver's postings show, by driver and country: `${driverId}#` counts the person's, and
 * `${driverId}#${countryId}` those of his postings in that country. Given a contract, it needs no row of the list,
 * so that the list can read both at once.
 */
export async function documentCounts(drivers: DriverSet, client: QueryClientContract = db.connection()) {
  const counts = new Map<string, number>()
  if (Array.isArray(drivers) && drivers.length === 0) return counts
  const query = client
    .from('worker_documents')
    .leftJoin('workers', 'workers.id', 'worker_documents.worker_id')
    .leftJoin('worker_contracts', 'worker_contracts.id', 'workers.worker_contract_id')
    .groupBy('worker_documents.driver_id', 'worker_contracts.representative_country_id')
    .select(
      'worker_documents.driver_id as driverId',
      'worker_contracts.representative_country_id as countryId'
    )
    .count('* as total')
  if (Array.isArray(drivers)) query.whereIn('worker_documents.driver_id', drivers)
  else {
    query.whereIn('worker_documents.driver_id', (posted) =>
      posted.from('workers').select('driver_id').where('worker_contract_id', drivers.contractId)
    )
  }
  const rows: { driverId: number; countryId: number | null; total: number }[] = await query
  for (const row of rows) counts.set(`${row.driverId}#${row.countryId ?? ''}`, Number(row.total))
  return counts
}

/** The rows as the worker calls answer them, with their documents counted (`counted`: read beside the rows). */
export async function presentPostings(
  rows: PostingRow[],
  client: QueryClientContract = db.connection(),
  counted?: Map<string, number>
): Promise<WorkerAnswer[]> {
  const counts = await (counted ?? documentCounts([...new Set(rows.map((row) => row.driverId))], client))
  for (const row of rows) {
    row.documentsCount =
      (counts.get(`${row.driverId}#`) ?? 0) + (counts.get(`${row.driverId}#${row.countryId}`) ?? 0)
    row.missing = jsonList<DocumentCategory>(row.missing)
    row.expiring = jsonList<ExpiringCategory>(row.expiring)
    row.countryId = undefined
  }
  return rows as unknown as WorkerAnswer[]
}

/** One posting as the worker calls answer it. */
export async function readPosting(id: number, client: QueryClientContract = db.connection()) {
  const rows: PostingRow[] = await postingRowsQuery(client).where('workers.id', id)
  const [answer] = await presentPostings(rows, client)
  return answer
}
