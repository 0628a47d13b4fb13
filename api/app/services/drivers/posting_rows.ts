import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type {
  Civility,
  DocumentCategory,
  ExpiringCategory,
  ReadinessState,
  WorkerAnswer,
} from '@posted-workers/domain'

/**
 * Postings read as plain rows with their driver (no model hydration: a 1,500-driver contract is listed in a few
 * milliseconds of CPU), and presented as the worker calls answer them.
 */

interface PostingRow {
  id: number
  driverId: number
  workerContractId: number
  companyId: number
  countryId: number
  civility: Civility
  firstName: string
  lastName: string
  dateOfBirth: string
  cityOfBirth: string
  countryCodeOfBirth: string
  countryCodeOfNationality: string
  readiness: ReadinessState
  readinessMissing: unknown
  readinessExpiring: unknown
  notReadySince: string | null
  createdAt: Date
}

/** Postings joined to their drivers and contracts; the caller adds its conditions and order. */
export function postingRowsQuery(client: QueryClientContract = db.connection()) {
  return client
    .from('workers')
    .join('drivers', 'drivers.id', 'workers.driver_id')
    .join('worker_contracts', 'worker_contracts.id', 'workers.worker_contract_id')
    .select(
      'workers.id',
      'workers.driver_id as driverId',
      'workers.worker_contract_id as workerContractId',
      'workers.company_id as companyId',
      'worker_contracts.representative_country_id as countryId',
      'drivers.civility',
      'drivers.first_name as firstName',
      'drivers.last_name as lastName',
      'drivers.date_of_birth as dateOfBirth',
      'drivers.city_of_birth as cityOfBirth',
      'drivers.country_code_of_birth as countryCodeOfBirth',
      'drivers.country_code_of_nationality as countryCodeOfNationality',
      'workers.readiness',
      'workers.readiness_missing as readinessMissing',
      'workers.readiness_expiring as readinessExpiring',
      'workers.not_ready_since as notReadySince',
      'workers.created_at as createdAt'
    )
}

/** A JSON column as MySQL (parsed) or MariaDB (text) hands it back. */
export function jsonList<T>(value: unknown): T[] {
  const parsed = typeof value === 'string' ? JSON.parse(value) : value
  return Array.isArray(parsed) ? (parsed as T[]) : []
}

/**
 * How many documents each driver's postings show, by driver and country: `${driverId}#` counts the person's, and
 * `${driverId}#${countryId}` those of his postings in that country.
 */
async function documentCounts(driverIds: number[], client: QueryClientContract) {
  const counts = new Map<string, number>()
  if (driverIds.length === 0) return counts
  const rows: { driverId: number; countryId: number | null; total: number }[] = await client
    .from('worker_documents')
    .leftJoin('workers', 'workers.id', 'worker_documents.worker_id')
    .leftJoin('worker_contracts', 'worker_contracts.id', 'workers.worker_contract_id')
    .whereIn('worker_documents.driver_id', driverIds)
    .groupBy('worker_documents.driver_id', 'worker_contracts.representative_country_id')
    .select(
      'worker_documents.driver_id as driverId',
      'worker_contracts.representative_country_id as countryId'
    )
    .count('* as total')
  for (const row of rows) counts.set(`${row.driverId}#${row.countryId ?? ''}`, Number(row.total))
  return counts
}

export async function presentPostings(
  rows: PostingRow[],
  client: QueryClientContract = db.connection()
): Promise<WorkerAnswer[]> {
  const counts = await documentCounts([...new Set(rows.map((row) => row.driverId))], client)
  return rows.map((row) => ({
    id: row.id,
    driverId: row.driverId,
    civility: row.civility,
    firstName: row.firstName,
    lastName: row.lastName,
    dateOfBirth: row.dateOfBirth,
    cityOfBirth: row.cityOfBirth,
    countryCodeOfBirth: row.countryCodeOfBirth,
    countryCodeOfNationality: row.countryCodeOfNationality,
    workerContractId: row.workerContractId,
    companyId: row.companyId,
    documentsCount:
      (counts.get(`${row.driverId}#`) ?? 0) + (counts.get(`${row.driverId}#${row.countryId}`) ?? 0),
    createdAt: new Date(row.createdAt).toISOString().replace(/\.\d{3}Z$/, '.000Z'),
    readiness: row.readiness,
    missing: jsonList<DocumentCategory>(row.readinessMissing),
    expiring: jsonList<ExpiringCategory>(row.readinessExpiring),
    notReadySince: row.notReadySince,
  }))
}

/** One posting as the worker calls answer it. */
export async function readPosting(id: number, client: QueryClientContract = db.connection()) {
  const rows: PostingRow[] = await postingRowsQuery(client).where('workers.id', id)
  const [answer] = await presentPostings(rows, client)
  return answer
}
