import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { BackedUpFile } from '#services/backup/file_store'

/** manifest.json of a backup folder: what it holds, to check a restore against. */
export type BackupManifest = {
  format: 1
  createdAt: string
  database: { name: string; dump: string; rows: Record<string, number> }
  files: { count: number; bytes: number; list: BackedUpFile[] }
}

export const MANIFEST = 'manifest.json'
export const DUMP = 'database.sql.gz'
export const FILES = 'files'

export async function writeManifest(folder: string, manifest: BackupManifest) {
  await writeFile(join(folder, MANIFEST), JSON.stringify(manifest, null, 2) + '\n')
}

export async function readManifest(folder: string): Promise<BackupManifest> {
  const manifest = JSON.parse(await readFile(join(folder, MANIFEST), 'utf8')) as BackupManifest
  if (manifest.format !== 1 || !manifest.database?.rows || !Array.isArray(manifest.files?.list)) {
    throw new Error(`${join(folder, MANIFEST)} is not a backup manifest this version reads`)
  }
  return manifest
}
