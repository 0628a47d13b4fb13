import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import {
  DEFAULT_REQUIRED_CATEGORIES,
  declarationAsDocument,
  readinessOn,
  type ValidityDocument,
  type DocumentCategory,
  type Readiness,
} from '@posted-workers/domain'
import { todayUtc } from '#services/contracts/contract_term'
import { byDriver, placedDocuments, shownOn } from '#services/drivers/posting_documents'

/**
 * Each posting keeps its readiness (domain's readinessOn) with the last day it holds, so that lists filter and page
 * on it in SQL: it is computed again when the driver's documents or the posting change (in the same transaction),
 * when a country's requirements change (marked stale), and on the first read after it lapsed as days passed
 * (`refreshStale`). A scheduled contract's postings are judged on its first day; an ended contract's stay as they
 * were. A contract's last day is the last one its postings are judged on, so a readiness that holds to that day is
 * stored as holding for ever, and the postings of a contract that ended while stale are settled so on their next
 * read, as they were: no ended contract's posting is read again as stale (a company's roster read every one of them
 * on every call: 1,915 for the benchmark's big company at 300,000 contracts).
 */

/** No day ahead changes a stored readiness. */
const FOREVER = '9999-12-31'
/** A stored readiness to compute again. */
const STALE = '1000-01-01'
const BATCH = 500

/** What a posting in a country must hold: the country's list, or the road-transport default. */
export function requiredCategories(stored: unknown): DocumentCategory[] {
  const list = typeof stored === 'string' ? JSON.parse(stored) : stored
  return Array.isArray(list) ? (list as DocumentCategory[]) : [...DEFAULT_REQUIRED_CATEGORIES]
}

interface PostingRow {
  id: number
  driverId: number
  countryId: number
  required: unknown
  startDate: unknown
  endDate: unknown
  createdAt: unknown
}

function day(value: unknown) {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10)
}

/** Postings with what their readiness reads (their contract's country's requirements, its dates). */
function postingsToJudge(client: QueryClientContract) {
  return client
    .from('workers')
    .join('worker_contracts', 'worker_contracts.id', 'workers.worker_contract_id')
    .join(
      'representative_countries',
      'representative_countries.id',
      'worker_contracts.representative_country_id'
    )
    .select(
      'workers.id',
      'workers.driver_id as driverId',
      'worker_contracts.representative_country_id as countryId',
      'representative_countries.required_document_categories as required',
      'worker_contracts.start_date as startDate',
      'worker_contracts.end_date as endDate',
      'workers.created_at as createdAt'
    )
}

/** Postings of running or scheduled contracts, with what their readiness reads. */
function livePostings(client: QueryClientContract, today: string) {
  return postingsToJudge(client).where('worker_contracts.end_date', '>=', today)
}

/**
 * The submitted declarations of these postings, each as the posting's POSTING_DECLARATION document for its dates
 * (domain's declarationAsDocument): a declaration made counts like its PDF would.
 */
export async function declarationDocuments(
  workerIds: number[],
  client: QueryClientContract = db.connection()
) {
  const byPosting = new Map<number, ValidityDocument[]>()
  if (workerIds.length === 0) return byPosting
  const rows: { workerId: number; startDate: unknown; endDate: unknown }[] = await client
    .from('posting_declarations')
    .whereIn('worker_id', workerIds)
    .where('status', 'submitted')
    .select('worker_id as workerId', 'start_date as startDate', 'end_date as endDate')
  for (const row of rows) {
    const held = byPosting.get(Number(row.workerId)) ?? []
    held.push(declarationAsDocument({ startDate: day(row.startDate), endDate: day(row.endDate) }))
    byPosting.set(Number(row.workerId), held)
  }
  return byPosting
}

/** The readiness of one posting row among its driver's documents, judged on `today` (or its contract's first day). */
function judge(
  posting: PostingRow,
  documents: Awaited<ReturnType<typeof placedDocuments>>,
  declarations: ValidityDocument[],
  today: string
) {
  const start = day(posting.startDate)
  const added = day(posting.createdAt)
  return readinessOn(
    start > today ? start : today,
    requiredCategories(posting.required),
    [...shownOn(documents, posting.driverId, posting.countryId), ...declarations],
    added > start ? added : start
  )
}

/**
 * The last day a posting's stored readiness holds, as stored: for ever when no day ahead changes it, or when it holds
 * to its contract's last day, after which it is never judged again.
 */
function storedValidThrough(validThrough: string | null, contractEnd: string) {
  return validThrough === null || validThrough >= contractEnd ? FOREVER : validThrough
}

function columns(readiness: Readiness, contractEnd: string) {
  return {
    readiness: readiness.state,
    readiness_missing: JSON.stringify(readiness.missing),
    readiness_expiring: JSON.stringify(readiness.expiring),
    not_ready_since: readiness.notReadySince,
    readiness_valid_through: storedValidThrough(readiness.validThrough, contractEnd),
  }
}

/** Computes and stores the readiness of these postings (those of ended contracts are left as they were). */
async function store(postings: PostingRow[], client: QueryClientContract, today: string) {
  for (let index = 0; index < postings.length; index += BATCH) {
    const batch = postings.slice(index, index + BATCH)
    const documents = byDriver(await placedDocuments([...new Set(batch.map((row) => row.driverId))], client))
    const declarations = await declarationDocuments(
      batch.map((row) => row.id),
      client
    )
    const judged = batch.map((posting) => ({
      id: posting.id,
      ...columns(
        judge(posting, documents.get(posting.driverId) ?? [], declarations.get(posting.id) ?? [], today),
        day(posting.endDate)
      ),
    }))
    const names = Object.keys(judged[0]).filter((name) => name !== 'id') as (keyof (typeof judged)[0])[]
    const sets = names.map((name) => `${name} = CASE id ${judged.map(() => 'WHEN ? THEN ?').join(' ')} END`)
    await client.rawQuery(
      `UPDATE workers SET ${sets.join(', ')} WHERE id IN (${judged.map(() => '?').join(', ')})`,
      [
        ...names.flatMap((name) => judged.flatMap((row) => [row.id, row[name]])),
        ...judged.map((row) => row.id),
      ] as never[]
    )
  }
}

/** After a change to a driver's documents or postings: the readiness of each of his live postings, again. */
export async function refreshDriverReadiness(
  driverIds: number[],
  client?: QueryClientContract,
  today = todayUtc()
) {
  if (driverIds.length === 0) return
  const connection = client ?? db.connection()
  const postings: PostingRow[] = await livePostings(connection, today).whereIn('workers.driver_id', driverIds)
  await store(postings, connection, today)
}

/** The postings of ended contracts keep the readiness they have, for ever: they are not read as stale again. */
async function settle(postingIds: number[], client: QueryClientContract) {
  for (let index = 0; index < postingIds.length; index += BATCH) {
    await client
      .from('workers')
      .whereIn('id', postingIds.slice(index, index + BATCH))
      .update({ readiness_valid_through: FOREVER })
  }
}

/**
 * The postings whose stored readiness lapsed (a day passed one of its documents' dates, or it was marked stale):
 * computed again, within one contract or one company when told; those of ended contracts are settled as they are.
 * Reads one index when none lapsed. Returns how many were judged again.
 */
export async function refreshStale(
  scope: { contractId?: number; companyId?: number } = {},
  client?: QueryClientContract,
  today = todayUtc()
) {
  const connection = client ?? db.connection()
  const query = postingsToJudge(connection).where('workers.readiness_valid_through', '<', today)
  if (scope.contractId !== undefined) query.where('workers.worker_contract_id', scope.contractId)
  if (scope.companyId !== undefined) query.where('workers.company_id', scope.companyId)
  const postings: PostingRow[] = await query
  const live = postings.filter((posting) => day(posting.endDate) >= today)
  await store(live, connection, today)
  await settle(
    postings.filter((posting) => day(posting.endDate) < today).map((posting) => posting.id),
    connection
  )
  return live.length
}

/** A country's requirements changed: its postings are judged again on their next read. */
export async function markCountryStale(countryId: number, client?: QueryClientContract) {
  await (client ?? db.connection())
    .from('workers')
    .whereIn('worker_contract_id', (contracts) =>
      contracts.from('worker_contracts').select('id').where('representative_country_id', countryId)
    )
    .update({ readiness_valid_through: STALE })
}
