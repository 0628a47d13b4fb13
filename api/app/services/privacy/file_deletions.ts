import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'

/** How many queued files one retention run deletes at most (the next run goes on). */
const RUN_LIMIT = 5000

/**
 * Deletes stored files an erasure queued (`stored_file_deletions`), the given ones (after the erasure's commit) or
 * the oldest left over (the retention run). A file deleted leaves the queue; one the storage refused stays for the
 * next run, logged by its key (ids only: `drivers/<company>/<driver>/<uuid>`).
 */
export async function deleteQueuedFiles(keys?: string[]) {
  const queued: string[] = keys
    ? keys
    : (await db.from('stored_file_deletions').orderBy('id').limit(RUN_LIMIT).select('file_key')).map(
        (row: { file_key: string }) => row.file_key
      )
  const disk = drive.use()
  let deleted = 0
  for (const key of queued) {
    try {
      await disk.delete(key)
      await db.from('stored_file_deletions').where('file_key', key).delete()
      deleted += 1
    } catch (error) {
      logger.warn({ err: error, key }, 'an erased file could not be deleted: the retention run tries again')
    }
  }
  return { deleted, left: queued.length - deleted }
}
