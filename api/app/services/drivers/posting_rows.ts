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

/** How many documents each driver has of his own (`scope` 0) and on each of his postings (`scope`: its id). */
export type DocumentScopes = { driverId: number; scope: number; total: number }[]

/**
 * The documents of the drivers counted by driver and scope, read from the (driver, scope, name) index alone: no
 * document row, no join (a 1,500-driver contract in about 4 ms of the database's time, against 13 ms when each
 * document's posting and contract were joined to group by country). Given a contract, it needs no row of the list,
 * so that the list can read both at once; presentPostings turns the scopes into countries.
 */
export async function documentScopes(
  drivers: DriverSet,
  client: QueryClientContract = db.connection()
): Promise<DocumentScopes> {
  if (Array.isArray(drivers) && drivers.length === 0) return []
  const query = client
    .from('worker_documents')
    .groupBy('driver_id', 'scope_key')
    .select('driver_id as driverId', 'scope_key as scope')
    .count('* as total')
  if (Array.isArray(drivers)) query.whereIn('driver_id', drivers)
  else {
    query.whereIn('driver_id', (posted) =>
      posted.from('workers').select('driver_id').where('worker_contract_id', drivers.contractId)
    )
  }
  const rows: { driverId: number; scope: number; total: number | string }[] = await query
  return rows.map((row) => ({ driverId: row.driverId, scope: row.scope, total: Number(row.total) }))
}

/**
 * How many documents each driver's postings show, by driver and country: `${driverId}#` counts the person's, and
 * `${driverId}#${countryId}` those of his postings in that country. The countries of the listed postings are the
 * rows'; those of the drivers' other postings, when they have documents, are read in one query.
 */
async function countsByCountry(
  scopes: DocumentScopes,
  rows: PostingRow[],
  client: QueryClientContract
): Promise<Map<string, number>> {
  const countryOf = new Map<number, number | undefined>(rows.map((row) => [row.id, row.countryId]))
  const elsewhere = [...new Set(scopes.map((row) => row.scope))].filter(
    (scope) => scope !== 0 && !countryOf.has(scope)
  )
  if (elsewhere.length > 0) {
    const postings: { id: number; countryId: number }[] = await client
      .from('workers')
      .join('worker_contracts', 'worker_contracts.id', 'workers.worker_contract_id')
      .whereIn('workers.id', elsewhere)
      .select('workers.id', 'worker_contracts.representative_country_id as countryId')
    for (const posting of postings) countryOf.set(posting.id, posting.countryId)
  }
  const counts = new Map<string, number>()
  for (const { driverId, scope, total } of scopes) {
    const key = `${driverId}#${scope === 0 ? '' : (countryOf.get(scope) ?? '')}`
    counts.set(key, (counts.get(key) ?? 0) + total)
  }
  return counts
}

/** The rows as the worker calls answer them, with their documents counted (`scopes`: read beside the rows). */
export async function presentPostings(
  rows: PostingRow[],
  client: QueryClientContract = db.connection(),
  scopes?: DocumentScopes
): Promise<WorkerAnswer[]> {
  const counted = scopes ?? (await documentScopes([...new Set(rows.map((row) => row.driverId))], client))
  const counts = await countsByCountry(counted, rows, client)
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
