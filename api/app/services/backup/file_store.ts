import { createHash } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { PassThrough } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import drive from '@adonisjs/drive/services/main'
import type { Disk } from '@adonisjs/drive'
import { storeLocalFile } from '#services/storage/store_file'

export type BackedUpFile = { key: string; bytes: number; sha256: string }

/**
 * The stored files' side of a backup: copied out of the storage into a folder, and back in. One implementation
 * over the drive (any disk: the local one, or S3 through the same calls, streamed); a store with a faster way
 * (a server-side bucket copy, say) implements these four methods and is chosen in `backupFileStore()`.
 */
export interface BackupFileStore {
  /** The keys of every stored file. */
  keys(): Promise<string[]>
  /** Writes every stored file under `folder`, at its key; what it wrote. */
  copyOut(folder: string): Promise<BackedUpFile[]>
  /** Stores `files` again from `folder`, each under its key. */
  copyIn(folder: string, files: BackedUpFile[]): Promise<void>
  /** Removes every stored file. */
  clear(): Promise<void>
}

/** A key read from a manifest must stay inside the backup's folder and the storage. */
export function assertSafeKey(key: string) {
  if (!key || key.startsWith('/') || key.split('/').some((part) => part === '..' || part === '')) {
    throw new Error(`Unsafe file key in the backup: "${key}"`)
  }
}

function isMissingFolder(error: unknown) {
  return (error as NodeJS.ErrnoException).code === 'ENOENT'
}

/**
 * The store over a drive disk. Keys are listed page by page (on S3, `pageSize` keys a call, 1000 unless told), and
 * each file streams through without being held in memory.
 */
export function driveFileStore(disk: Disk, options: { pageSize?: number } = {}): BackupFileStore {
  async function keys() {
    const keys: string[] = []
    let paginationToken: string | undefined
    do {
      const listing = { recursive: true, paginationToken, maxResults: options.pageSize }
      const page = await disk.listAll('', listing).catch((error) => {
        if (isMissingFolder(error)) return { objects: [], paginationToken: undefined }
        throw error
      })
      for (const object of page.objects) if (object.isFile) keys.push(object.key)
      paginationToken = page.paginationToken
    } while (paginationToken)
    return keys.sort()
  }

  return {
    keys,
    async copyOut(folder) {
      const copied: BackedUpFile[] = []
      for (const key of await keys()) {
        assertSafeKey(key)
        const target = join(folder, key)
        await mkdir(dirname(target), { recursive: true })
        const hash = createHash('sha256')
        let bytes = 0
        const tap = new PassThrough()
        tap.on('data', (chunk: Buffer) => {
          hash.update(chunk)
          bytes += chunk.length
        })
        await pipeline(await disk.getStream(key), tap, createWriteStream(target))
        copied.push({ key, bytes, sha256: hash.digest('hex') })
      }
      return copied
    },
    async copyIn(folder, files) {
      for (const file of files) {
        assertSafeKey(file.key)
        await storeLocalFile(file.key, join(folder, file.key), {}, disk)
      }
    },
    async clear() {
      await disk.deleteAll('')
    },
  }
}

/** The store backups copy files out of and into: the configured disk, through the drive. */
export function backupFileStore(): BackupFileStore {
  return driveFileStore(drive.use())
}
