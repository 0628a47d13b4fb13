import { access } from 'node:fs/promises'
import { join } from 'node:path'
import type { PrimaryConnection } from '#services/database/primary_connection'
import type { BackupFileStore } from '#services/backup/file_store'
import { loadDump } from '#services/backup/mysql_tools'
import { dropEverything, isEmpty, rowCounts, withConnection } from '#services/backup/database_inventory'
import { DUMP, FILES, readManifest } from '#services/backup/manifest'

/** Restoring would replace data that is there: said, and nothing done, unless forced. */
export class RestoreRefused extends Error {}

/**
 * Puts a backup folder back: the database's tables (after dropping every table there, when forced) and the stored
 * files (after removing those there, when forced), then checks them against the manifest. Returns what differs
 * (nothing when the restore is faithful).
 */
export async function restoreBackup(
  folder: string,
  connection: PrimaryConnection,
  store: BackupFileStore,
  force: boolean
) {
  const manifest = await readManifest(folder)
  await access(join(folder, DUMP))

  const databaseEmpty = await withConnection(connection, isEmpty)
  const storedFiles = (await store.keys()).length
  if ((!databaseEmpty || storedFiles > 0) && !force) {
    const what = [
      databaseEmpty ? null : `the database "${connection.database}" is not empty`,
      storedFiles > 0 ? `the storage holds ${storedFiles} files` : null,
    ].filter(Boolean)
    throw new RestoreRefused(`Nothing restored: ${what.join(' and ')}. Add --force to replace them.`)
  }
  if (!databaseEmpty) await withConnection(connection, dropEverything)
  if (storedFiles > 0) await store.clear()

  await loadDump(connection, join(folder, DUMP))
  await store.copyIn(join(folder, FILES), manifest.files.list)

  const rows = await withConnection(connection, rowCounts)
  const keys = new Set(await store.keys())
  const differences = [
    ...Object.entries(manifest.database.rows)
      .filter(([table, count]) => rows[table] !== count)
      .map(([table, count]) => `table ${table}: ${rows[table] ?? 'missing'} rows, ${count} in the backup`),
    ...manifest.files.list.filter((file) => !keys.has(file.key)).map((file) => `file ${file.key} missing`),
  ]
  return { manifest, differences }
}
