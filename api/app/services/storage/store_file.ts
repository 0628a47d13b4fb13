import { stat } from 'node:fs/promises'
import { setTimeout as sleep } from 'node:timers/promises'
import drive from '@adonisjs/drive/services/main'
import type { Disk } from '@adonisjs/drive'
import { isServiceUnavailable } from '#services/http/unavailable'

/** How often a streamed write is tried when the storage drops the connection, and the pause before the next try. */
export const STORE_ATTEMPTS = 3
const PAUSE_MS = 150

/**
 * Stores a file of the local disk (an upload's temporary file, a backup's copy) under `key`, streamed: never held in
 * memory whole. Its length goes ahead of it, as S3's PutObject needs for a stream.
 *
 * The S3 SDK retries a write that fails on the way (a connection reset, an S3 server's 5xx) only when its body is a
 * buffer: a stream, once read, cannot be sent again. A keep-alive connection the server closes just as a write goes
 * out on it fails that way, so the write is tried again here, from a new stream of the same file; writing the same
 * bytes under the same key twice is harmless.
 */
export async function storeLocalFile(
  key: string,
  path: string,
  options: { contentType?: string } = {},
  disk: Disk = drive.use()
) {
  const { size } = await stat(path)
  for (let attempt = 1; ; attempt++) {
    try {
      return await disk.copyFromFs(path, key, { ...options, contentLength: size })
    } catch (error) {
      if (attempt >= STORE_ATTEMPTS || !isTransientStorageFailure(error)) throw error
      await sleep(PAUSE_MS * attempt)
    }
  }
}

type Failure = { cause?: unknown; $metadata?: { httpStatusCode?: number } }

/**
 * A write the storage may take if sent again: the connection failed (reset, refused, timed out), or the S3 server
 * answered 500, 502, 503 or 504, as the SDK's own retries judge it. The drive wraps the SDK's error as its `cause`.
 */
function isTransientStorageFailure(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false
  if (isServiceUnavailable(error)) return true
  const { cause, $metadata } = error as Failure
  const status = $metadata?.httpStatusCode
  if (status !== undefined && [500, 502, 503, 504].includes(status)) return true
  return isTransientStorageFailure(cause, depth + 1)
}
