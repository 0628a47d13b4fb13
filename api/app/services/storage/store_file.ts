import { stat } from 'node:fs/promises'
import drive from '@adonisjs/drive/services/main'
import type { Disk } from '@adonisjs/drive'

/**
 * Stores a file of the local disk (an upload's temporary file, a backup's copy) under `key`, streamed: never held in
 * memory whole. Its length goes ahead of it, as S3's PutObject needs for a stream.
 */
export async function storeLocalFile(
  key: string,
  path: string,
  options: { contentType?: string } = {},
  disk: Disk = drive.use()
) {
  const { size } = await stat(path)
  await disk.copyFromFs(path, key, { ...options, contentLength: size })
}
