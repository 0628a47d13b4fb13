import { randomUUID } from 'node:crypto'
import drive from '@adonisjs/drive/services/main'
import logger from '@adonisjs/core/services/logger'

/**
 * A storage key chosen by the server, under the company and the driver the document belongs to (whether of the
 * person or of one of his postings); the client's file name never reaches the storage.
 */
export function newDocumentKey(companyId: number, driverId: number) {
  return `drivers/${companyId}/${driverId}/${randomUUID()}`
}

/**
 * Deletes stored files after their rows are gone. A file already missing, or a storage hiccup, must not undo a
 * removal the database has committed: it is logged, and an orphan file is harmless (no row points to it).
 */
export async function deleteStoredFiles(keys: string[]) {
  const disk = drive.use()
  for (const key of keys) {
    try {
      await disk.delete(key)
    } catch (error) {
      logger.warn({ err: error, key }, 'a stored file could not be deleted')
    }
  }
}
