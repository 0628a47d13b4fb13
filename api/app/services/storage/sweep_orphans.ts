import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import logger from '@adonisjs/core/services/logger'
import type { Disk } from '@adonisjs/drive'
import {
  orphansAmong,
  ORPHAN_MIN_AGE_MS,
  SWEPT_FOLDERS,
  type StoredFileFact,
} from '#services/storage/orphan_rules'

/** Keys checked against the database per query. */
const BATCH = 500

export interface SweepResult {
  /** Files looked at, per folder. */
  scanned: Record<string, number>
  /** Orphans deleted (or, on a dry run, found), per folder. */
  deleted: Record<string, number>
}

/**
 * Deletes the uploaded files no row owns, written at least an hour (ORPHAN_MIN_AGE_MS) before `now`: what a process
 * killed between storing a file and committing its row leaves, or a delete the storage refused. Listed page by page
 * (S3 answers 1,000 keys a page) and checked against the database by batches, so memory stays flat. Safe beside
 * uploads in flight (they are younger than the margin) and from several processes at once (a file already deleted
 * is gone either way).
 */
export async function sweepOrphanFiles(
  options: { now?: Date; minAgeMs?: number; disk?: Disk; dryRun?: boolean } = {}
): Promise<SweepResult> {
  const disk = options.disk ?? drive.use()
  const now = options.now ?? new Date()
  const minAgeMs = options.minAgeMs ?? ORPHAN_MIN_AGE_MS
  const result: SweepResult = { scanned: {}, deleted: {} }

  for (const folder of SWEPT_FOLDERS) {
    let scanned = 0
    let deleted = 0
    for await (const files of listFiles(disk, folder.prefix)) {
      scanned += files.length
      const owned = new Set<string>()
      for (let start = 0; start < files.length; start += BATCH) {
        const keys = files.slice(start, start + BATCH).map((file) => file.key)
        const rows: Array<{ key: string }> = await db
          .from(folder.table)
          .whereIn(folder.column, keys)
          .select(`${folder.column} as key`)
        for (const row of rows) owned.add(row.key)
      }
      for (const orphan of orphansAmong(files, owned, now, minAgeMs)) {
        if (options.dryRun) {
          deleted += 1
          continue
        }
        try {
          await disk.delete(orphan.key)
          deleted += 1
        } catch (error) {
          logger.warn({ err: error, key: orphan.key }, 'an orphan stored file could not be deleted')
        }
      }
    }
    result.scanned[folder.prefix] = scanned
    result.deleted[folder.prefix] = deleted
  }
  return result
}

/** The files under `prefix`, a page at a time, each with when it was last written. */
async function* listFiles(disk: Disk, prefix: string): AsyncGenerator<StoredFileFact[]> {
  let paginationToken: string | undefined
  do {
    const page = await disk.listAll(prefix, { recursive: true, paginationToken })
    const files: StoredFileFact[] = []
    for (const object of page.objects) {
      if (!object.isFile) continue
      const { lastModified } = await object.getMetaData()
      files.push({ key: object.key, lastModified })
    }
    if (files.length > 0) yield files
    paginationToken = page.paginationToken
  } while (paginationToken)
}
