import { open } from 'node:fs/promises'
import { randomUUID } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import { UPLOAD_LIMITS } from '@posted-workers/domain'
import { BusinessException } from '#exceptions/business_exception'
import { hasMalformedText } from '#middleware/well_formed_input_middleware'
import { withUploadedFiles } from '#services/uploads/receive_uploads'
import { storeLocalFile } from '#services/storage/store_file'
import { extensionOf, sniffFileTypes } from '#services/workers/file_type'
import { sanitizeFileName } from '#services/workers/file_name'

/** Per file, as for worker documents; tests may lower it for a while. */
export const resourceUploadLimits = { maxFileBytes: UPLOAD_LIMITS.maxFileBytes }

/** A PDF that passed the checks, still in the request's private folder until the route stores it. */
export interface UploadedPdf {
  /** The cleaned name the client gave it: shown and offered on download, never a storage key. */
  fileName: string
  size: number
  tmpPath: string
}

export interface ResourceUpload<Field extends string> {
  /** The record's fields: the `input` part read as JSON (or the JSON body of a call sent without files). */
  input: Record<string, unknown>
  /** At most one PDF per file field; a field left out of the form is absent. */
  files: Partial<Record<Field, UploadedPdf>>
}

/** The `input` part of a multipart body: a JSON object of well-formed text, else a 422 the form can show. */
export function parseInputPart(raw: unknown): Record<string, unknown> {
  if (raw === undefined || raw === null) return {}
  let value: unknown = raw
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw)
    } catch {
      value = undefined
    }
  }
  // A JSON escape can carry a lone surrogate past the well-formed-input middleware, which never sees this part.
  if (typeof value !== 'object' || value === null || Array.isArray(value) || hasMalformedText(value)) {
    throw new BusinessException('uploads.invalidInput', { status: 422 })
  }
  return value as Record<string, unknown>
}

async function firstBytes(path: string, length: number) {
  const handle = await open(path, 'r')
  try {
    const buffer = Buffer.alloc(length)
    const { bytesRead } = await handle.read(buffer, 0, length, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

/**
 * The upload rules of worker documents, for a PDF: a usable name, at most the size limit, PDF content (recognised
 * from the bytes, never from the name or type the client sends) under a name ending in `.pdf`.
 */
export async function checkPdf(
  file: { clientName: string; size: number; tmpPath?: string },
  field: string
): Promise<UploadedPdf> {
  const fileName = sanitizeFileName(file.clientName)
  if (!fileName || !file.tmpPath) throw new BusinessException('uploads.invalidName', { status: 422, field })
  if (file.size > resourceUploadLimits.maxFileBytes) {
    // 422 rather than the body's 413: the form shows it on the file's field.
    throw new BusinessException('uploads.tooLarge', {
      status: 422,
      field,
      data: { name: fileName, max: resourceUploadLimits.maxFileBytes / 1_000_000 },
    })
  }
  const isPdf = sniffFileTypes(await firstBytes(file.tmpPath, 16)).some(
    (type) => type.mime === 'application/pdf'
  )
  if (!isPdf) throw new BusinessException('uploads.notPdf', { status: 422, field, data: { name: fileName } })
  if (extensionOf(fileName) !== 'pdf') {
    throw new BusinessException('uploads.pdfExtension', { status: 422, field, data: { name: fileName } })
  }
  return { fileName, size: file.size, tmpPath: file.tmpPath }
}

/**
 * Reads the body of a back-office resource with files, as admin/src/providers/multipart.ts sends it: an `input` part
 * holding the record as JSON and at most one PDF in each of `fileFields`, every file checked before `work` runs.
 * Call it after the route's checks (role, CSRF): nothing is written before. A JSON body (a call without files) is
 * read as the input. The request's temporary files are removed when `work` ends, whatever its outcome: `work`
 * stores what it keeps with `storePdf`.
 */
export function withResourceUpload<Field extends string, T>(
  ctx: HttpContext,
  fileFields: readonly Field[],
  work: (upload: ResourceUpload<Field>) => Promise<T>
): Promise<T> {
  const limits = { maxFiles: fileFields.length, maxFileBytes: resourceUploadLimits.maxFileBytes }
  return withUploadedFiles(ctx, fileFields, limits, async (received) => {
    const files: Partial<Record<Field, UploadedPdf>> = {}
    const seen = new Set<string>()
    for (const file of received) {
      if (seen.has(file.fieldName)) {
        throw new BusinessException('uploads.oneFile', { status: 422, field: file.fieldName })
      }
      seen.add(file.fieldName)
    }
    for (const file of received) files[file.fieldName as Field] = await checkPdf(file, file.fieldName)
    const multipart = ctx.request.is(['multipart/form-data'])
    const input = parseInputPart(multipart ? ctx.request.input('input') : ctx.request.body())
    return work({ input, files })
  })
}

/** Refuses a form without the file a create needs. */
export function requirePdf<Field extends string>(
  files: Partial<Record<Field, UploadedPdf>>,
  field: Field
): UploadedPdf {
  const file = files[field]
  if (!file) throw new BusinessException('uploads.required', { status: 422, field })
  return file
}

/**
 * Stores a checked PDF under a key the server chooses in `folder`, streamed from the request's temporary file.
 * Delete it (services/workers/stored_files.ts deleteStoredFiles) if the transaction that records it fails.
 */
export async function storePdf(folder: string, file: UploadedPdf) {
  const key = `${folder}/${randomUUID()}.pdf`
  await storeLocalFile(key, file.tmpPath, { contentType: 'application/pdf' })
  return key
}
