import { createHash } from 'node:crypto'
import drive from '@adonisjs/drive/services/main'
import logger from '@adonisjs/core/services/logger'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { documentScope, type DocumentCategory } from '@posted-workers/domain'
import { driverSearchName, identityKey } from '#services/drivers/identity'
import type { AuditPayload } from '#services/audit/record_audit'

/**
 * Migration 0031's work: today's workers (a person copied onto each contract, and again into each renewal) become
 * drivers of the company's roster and postings of those drivers. Rows that are one person are merged: a renewal's
 * copy and its source (`carried_from_worker_id`), and rows of one company with the same identity (identity.ts). A
 * person posted twice on one contract keeps one posting, which takes the other's documents. Every document is kept:
 * those of the person (an A1, a licence) move onto the driver, the others stay on their posting; where two that a
 * posting shows now share a name (the person's, or those of the driver's postings in one country, which a renewal
 * shows with its own), a byte-for-byte copy (a renewal's copied file) is merged into the older one and any other is
 * renamed "name (2).pdf". Written on the raw tables, as they are at that migration.
 */

interface WorkerRow {
  id: number
  company_id: number
  worker_contract_id: number
  carried_from_worker_id: number | null
  civility: string
  first_name: string
  last_name: string
  date_of_birth: string | Date
  city_of_birth: string
  country_code_of_birth: string
  country_code_of_nationality: string
  created_at: Date
  updated_at: Date
}

interface DocumentRow {
  id: number
  worker_id: number
  driver_id: number
  file_name: string
  category: DocumentCategory
  size_bytes: number
  file_key: string
}

export interface MergeReport {
  workers: number
  drivers: number
  postings: number
  /** Drivers made of more than one worker row, with those rows. */
  merged: { driverId: number; workerIds: number[] }[]
  /** Postings removed because the same person was posted twice on one contract, and the posting kept. */
  postingsMerged: { removedWorkerId: number; keptWorkerId: number }[]
  documents: number
  documentsOnDriver: number
  /** Byte-for-byte copies merged into the older document (the copy's row and file removed). */
  copiesMerged: { removedDocumentId: number; keptDocumentId: number }[]
  renamed: { documentId: number; from: string; to: string }[]
}

const BATCH = 500

function isoDay(value: string | Date) {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10)
}

/** Union-find over worker ids: the rows of one person end up under one root. */
class People {
  #parent = new Map<number, number>()

  find(id: number): number {
    let root = id
    while (this.#parent.has(root) && this.#parent.get(root) !== root) root = this.#parent.get(root)!
    this.#parent.set(id, root)
    return root
  }

  join(a: number, b: number) {
    const [rootA, rootB] = [this.find(a), this.find(b)]
    if (rootA !== rootB) this.#parent.set(Math.max(rootA, rootB), Math.min(rootA, rootB))
  }
}

function chunks<T>(rows: T[], size = BATCH) {
  const out: T[][] = []
  for (let index = 0; index < rows.length; index += size) out.push(rows.slice(index, index + size))
  return out
}

/** UPDATE table SET column = CASE id WHEN … END WHERE id IN (…), a batch at a time. */
async function updateById(
  db: QueryClientContract,
  table: string,
  column: string,
  values: [number, string | number | null][]
) {
  for (const batch of chunks(values)) {
    await db.rawQuery(
      `UPDATE ${table} SET ${column} = CASE id ${batch.map(() => 'WHEN ? THEN ?').join(' ')} END
       WHERE id IN (${batch.map(() => '?').join(', ')})`,
      [...batch.flat(), ...batch.map(([id]) => id)] as never[]
    )
  }
}

async function fileHash(key: string) {
  try {
    const hash = createHash('sha256')
    for await (const chunk of await drive.use().getStream(key)) hash.update(chunk as Buffer)
    return hash.digest('hex')
  } catch {
    // A file that cannot be read is no proof of a copy: its document is renamed, not merged.
    return null
  }
}

/** "A1.pdf" → "A1 (2).pdf", the first number free among `taken` (lower-cased). */
function freeName(name: string, taken: Set<string>) {
  const dot = name.lastIndexOf('.')
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, '']
  for (let number = 2; ; number++) {
    const candidate = `${stem} (${number})${extension}`
    if (!taken.has(candidate.toLowerCase())) return candidate
  }
}

export async function mergeWorkersIntoDrivers(db: QueryClientContract): Promise<MergeReport> {
  const workers: WorkerRow[] = await db.from('workers').orderBy('id').select('*')
  const people = new People()
  const byIdentity = new Map<string, number>()
  const byId = new Map(workers.map((worker) => [worker.id, worker]))
  for (const worker of workers) {
    const source = worker.carried_from_worker_id ? byId.get(worker.carried_from_worker_id) : undefined
    if (source && source.company_id === worker.company_id) people.join(worker.id, source.id)
    const key = `${worker.company_id}#${identityKey({
      firstName: worker.first_name,
      lastName: worker.last_name,
      dateOfBirth: isoDay(worker.date_of_birth),
    })}`
    const same = byIdentity.get(key)
    if (same === undefined) byIdentity.set(key, worker.id)
    else people.join(worker.id, same)
  }

  // One driver per person, numbered as the person's first row; named as its latest-changed row.
  const groups = new Map<number, WorkerRow[]>()
  for (const worker of workers) {
    const root = people.find(worker.id)
    groups.set(root, [...(groups.get(root) ?? []), worker])
  }
  const drivers = [...groups.entries()].map(([root, rows]) => {
    const latest = rows.reduce((best, row) =>
      row.updated_at > best.updated_at || (+row.updated_at === +best.updated_at && row.id > best.id)
        ? row
        : best
    )
    const dateOfBirth = isoDay(latest.date_of_birth)
    const identity = { firstName: latest.first_name, lastName: latest.last_name, dateOfBirth }
    return {
      id: root,
      company_id: latest.company_id,
      civility: latest.civility,
      first_name: latest.first_name,
      last_name: latest.last_name,
      date_of_birth: dateOfBirth,
      city_of_birth: latest.city_of_birth,
      country_code_of_birth: latest.country_code_of_birth,
      country_code_of_nationality: latest.country_code_of_nationality,
      search_name: driverSearchName(identity),
      identity_key: identityKey(identity),
      created_at: rows[0].created_at,
      updated_at: latest.updated_at,
    }
  })
  for (const batch of chunks(drivers)) await db.table('drivers').multiInsert(batch)
  await updateById(
    db,
    'workers',
    'driver_id',
    workers.map((worker) => [worker.id, people.find(worker.id)])
  )

  // One posting per driver and contract: the first row stays, the others' documents move onto it.
  const postingOf = new Map<string, number>()
  const postingsMerged: MergeReport['postingsMerged'] = []
  for (const worker of workers) {
    const key = `${worker.worker_contract_id}#${people.find(worker.id)}`
    const kept = postingOf.get(key)
    if (kept === undefined) postingOf.set(key, worker.id)
    else postingsMerged.push({ removedWorkerId: worker.id, keptWorkerId: kept })
  }
  for (const { removedWorkerId, keptWorkerId } of postingsMerged) {
    await db.from('worker_documents').where('worker_id', removedWorkerId).update({ worker_id: keptWorkerId })
    await db
      .from('workers')
      .where('carried_from_worker_id', removedWorkerId)
      .update({ carried_from_worker_id: keptWorkerId })
  }
  const removedIds = postingsMerged.map((merge) => merge.removedWorkerId)
  for (const batch of chunks(removedIds)) await db.from('workers').whereIn('id', batch).delete()

  // Each document on its driver; those of the person leave their posting.
  await db.rawQuery(
    'UPDATE worker_documents JOIN workers ON workers.id = worker_documents.worker_id SET worker_documents.driver_id = workers.driver_id'
  )
  const documents: DocumentRow[] = await db
    .from('worker_documents')
    .orderBy('id')
    .select('id', 'worker_id', 'driver_id', 'file_name', 'category', 'size_bytes', 'file_key')
  const onDriver = documents.filter((document) => documentScope(document.category) === 'driver')
  for (const batch of chunks(onDriver.map((document) => document.id))) {
    await db.from('worker_documents').whereIn('id', batch).update({ worker_id: null })
  }

  // Names now shared by two documents a posting shows (the person's, or those of his postings in one country):
  // copies merged, others renamed.
  const countries: { id: number; country: number }[] = await db
    .from('workers')
    .join('worker_contracts', 'worker_contracts.id', 'workers.worker_contract_id')
    .select('workers.id', 'worker_contracts.representative_country_id as country')
  const countryOf = new Map(countries.map((row) => [row.id, row.country]))
  const scopes = new Map<string, DocumentRow[]>()
  for (const document of documents) {
    const scope = documentScope(document.category) === 'driver' ? 'driver' : countryOf.get(document.worker_id)
    const key = `${document.driver_id}#${scope}`
    scopes.set(key, [...(scopes.get(key) ?? []), document])
  }
  const hashes = new Map<number, string | null>()
  const hashOf = async (row: DocumentRow) => {
    if (!hashes.has(row.id)) hashes.set(row.id, await fileHash(row.file_key))
    return hashes.get(row.id)!
  }
  const copiesMerged: MergeReport['copiesMerged'] = []
  const renamed: MergeReport['renamed'] = []
  const removedKeys: string[] = []
  for (const rows of scopes.values()) {
    const taken = new Set(rows.map((row) => row.file_name.toLowerCase()))
    const firstOfName = new Map<string, DocumentRow>()
    for (const row of rows) {
      const name = row.file_name.toLowerCase()
      const first = firstOfName.get(name)
      if (!first) {
        firstOfName.set(name, row)
        continue
      }
      const copy =
        first.size_bytes === row.size_bytes &&
        first.category === row.category &&
        (await hashOf(first)) !== null &&
        (await hashOf(first)) === (await hashOf(row))
      if (copy) {
        await db.from('worker_documents').where('id', row.id).delete()
        removedKeys.push(row.file_key)
        copiesMerged.push({ removedDocumentId: row.id, keptDocumentId: first.id })
      } else {
        const to = freeName(row.file_name, taken)
        taken.add(to.toLowerCase())
        await db.from('worker_documents').where('id', row.id).update({ file_name: to })
        renamed.push({ documentId: row.id, from: row.file_name, to })
      }
    }
  }

  const report: MergeReport = {
    workers: workers.length,
    drivers: drivers.length,
    postings: workers.length - postingsMerged.length,
    merged: [...groups.entries()]
      .filter(([, rows]) => rows.length > 1)
      .map(([driverId, rows]) => ({ driverId, workerIds: rows.map((row) => row.id) })),
    postingsMerged,
    documents: documents.length - copiesMerged.length,
    documentsOnDriver: onDriver.length - copiesMerged.length,
    copiesMerged,
    renamed,
  }
  await recordReport(db, report)
  // The copies' files go once their rows are gone; the kept document holds the same bytes.
  for (const key of removedKeys) {
    try {
      await drive.use().delete(key)
    } catch (error) {
      logger.warn({ err: error, key }, 'a merged copy could not be deleted')
    }
  }
  return report
}

/** The report in the audit log (no actor: the migration), one line in all and one per merged driver. */
async function recordReport(db: QueryClientContract, report: MergeReport) {
  const now = new Date()
  const { merged, postingsMerged, copiesMerged, renamed, ...counts } = report
  const summary = {
    ...counts,
    mergedDrivers: merged.length,
    postingsMerged: postingsMerged.length,
    copiesMerged: copiesMerged.length,
    renamed: renamed.length,
  }
  logger.info(summary, 'workers merged into drivers and postings')
  // A database without workers yet (a new install, the tests') has nothing to report.
  if (report.workers === 0) return
  // Typed as the audit log's payloads, so that the audit fields test reads what these lines hold.
  type Line = { action: string; subject_type: string; subject_id: number | null; payload: AuditPayload }
  const rows: Line[] = [
    { action: 'driver.migration', subject_type: 'driver', subject_id: null, payload: summary },
    ...merged.map(({ driverId, workerIds }): Line => ({
      action: 'driver.merge',
      subject_type: 'driver',
      subject_id: driverId,
      payload: {
        workerIds,
        postingsMerged: postingsMerged.filter((merge) => workerIds.includes(merge.removedWorkerId)),
      },
    })),
  ]
  for (const batch of chunks(rows)) {
    await db.table('audit_logs').multiInsert(
      batch.map((row) => ({
        ...row,
        user_id: null,
        ip: null,
        payload: JSON.stringify(row.payload),
        created_at: now,
      }))
    )
  }
}
