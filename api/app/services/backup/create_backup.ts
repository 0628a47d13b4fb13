import { mkdir, rename } from 'node:fs/promises'
import { join } from 'node:path'
import type { PrimaryConnection } from '#services/database/primary_connection'
import type { BackupFileStore } from '#services/backup/file_store'
import { dumpDatabase } from '#services/backup/mysql_tools'
import { rowCounts, withConnection } from '#services/backup/database_inventory'
import { DUMP, FILES, writeManifest, type BackupManifest } from '#services/backup/manifest'

/** 2026-11-25T07-00-03Z: sorts by date, and is a valid folder name everywhere. */
function stamp(date: Date) {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')
}

/**
 * A backup folder `<root>/<UTC date and time>_<database>/`: the database's consistent dump, then the stored files
 * (after the dump, so that a file the dumped rows name was there when it was copied unless deleted meanwhile), then
 * the manifest. Built under a `.partial` name and renamed at the end: a folder without that suffix is complete.
 */
export async function createBackup(connection: PrimaryConnection, store: BackupFileStore, root: string) {
  const createdAt = new Date()
  const name = `${stamp(createdAt)}_${connection.database}`
  const partial = join(root, `${name}.partial`)
  await mkdir(partial, { recursive: true })

  await dumpDatabase(connection, join(partial, DUMP))
  const rows = await withConnection(connection, rowCounts)
  const files = await store.copyOut(join(partial, FILES))
  const manifest: BackupManifest = {
    format: 1,
    createdAt: createdAt.toISOString(),
    database: { name: connection.database, dump: DUMP, rows },
    files: { count: files.length, bytes: files.reduce((sum, file) => sum + file.bytes, 0), list: files },
  }
  await writeManifest(partial, manifest)
  const folder = join(root, name)
  await rename(partial, folder)
  return { folder, manifest }
}
