import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import { pipeline } from 'node:stream/promises'
import type { HttpContext } from '@adonisjs/core/http'
import type { MultipartFile } from '@adonisjs/core/bodyparser'

export interface UploadLimits {
  maxFiles: number
  maxFileBytes: number
}

/** Room for the form fields and the multipart framing beside the files themselves. */
const MULTIPART_OVERHEAD_BYTES = 1_000_000

/**
 * Reads the multipart body of an upload route, once its caller has checked who may upload where (the body parser
 * leaves multipart bodies unread: config/bodyparser.ts). The files of `field` (or of several fields: each file
 * says its `fieldName`) are written to a folder of this request alone (0700, files 0600) and handed to `work`, the
 * form's other fields being read from `ctx.request` as usual; file parts of other names are not written. The
 * folder is removed whatever happens, so that a refused, failed, aborted or successful upload leaves nothing
 * behind. The body may not exceed the route's own limit: `maxFiles` files of `maxFileBytes`, plus the framing.
 */
export async function withUploadedFiles<T>(
  ctx: HttpContext,
  field: string | readonly string[],
  limits: UploadLimits,
  work: (files: MultipartFile[]) => Promise<T>
): Promise<T> {
  if (!ctx.request.is(['multipart/form-data']) || !ctx.request.multipart) return work([])
  const fields = typeof field === 'string' ? [field] : field
  const folder = await mkdtemp(join(tmpdir(), 'pw-upload-'))
  try {
    for (const name of fields) {
      ctx.request.multipart.onFile(name, {}, async (part, reportProgress) => {
        const tmpPath = join(folder, randomUUID())
        part.pause()
        part.on('data', reportProgress)
        await pipeline(part, createWriteStream(tmpPath, { flags: 'wx', mode: 0o600 }))
        return { tmpPath }
      })
    }
    await ctx.request.multipart.process({
      limit: limits.maxFiles * limits.maxFileBytes + MULTIPART_OVERHEAD_BYTES,
    })
    return await work(fields.flatMap((name) => ctx.request.files(name)))
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}
