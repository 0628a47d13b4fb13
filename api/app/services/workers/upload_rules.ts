import { DOCUMENT_CATEGORIES, type DocumentCategory } from '#enums/contract'
import { BusinessException } from '#exceptions/business_exception'
import { stat } from 'node:fs/promises'
import { checkFileType, sniffFile, type FileType } from '#services/workers/file_type'
import { sameNameKey, sanitizeFileName } from '#services/workers/file_name'
import { UPLOAD_LIMITS } from '@posted-workers/domain'

/** Per call; tests may lower them for a while. 10 MB in the units the portal shows sizes in (1 MB = 10^6 bytes). */
export const uploadLimits: { maxFiles: number; maxFileBytes: number } = { ...UPLOAD_LIMITS }

export interface ReceivedFile {
  clientName: string
  size: number
}

/** An uploaded file as the checks see it: its temporary file, its size there, and the types its content may be. */
export interface SniffedFile {
  clientName: string
  tmpPath: string
  size: number
  types: FileType[]
}

export interface CheckedFile {
  fileName: string
  category: DocumentCategory
  mime: string
  tmpPath: string
  size: number
}

/** `categories` as parsed from repeated multipart fields: one value is a string, several an array. */
export function categoryList(value: unknown): unknown[] {
  if (value === undefined || value === null) return []
  return Array.isArray(value) ? value : [value]
}

/** Refuses the call's shape before any file is read: file count, one known category per file, sizes. */
export function checkUploadShape(files: ReceivedFile[], categories: unknown[]) {
  if (files.length === 0)
    throw new BusinessException('workers.upload.noFile', { status: 422, field: 'files' })
  if (files.length > uploadLimits.maxFiles) {
    throw new BusinessException('workers.upload.tooManyFiles', {
      status: 422,
      field: 'files',
      data: { max: uploadLimits.maxFiles },
    })
  }
  if (categories.length !== files.length) {
    throw new BusinessException('workers.upload.categoriesMismatch', { status: 422, field: 'categories' })
  }
  categories.forEach((category, index) => {
    if (!DOCUMENT_CATEGORIES.includes(category as DocumentCategory)) {
      throw new BusinessException('workers.upload.unknownCategory', {
        status: 422,
        field: 'categories',
        data: { name: files[index].clientName },
      })
    }
  })
  for (const file of files) {
    if (file.size > uploadLimits.maxFileBytes) {
      throw new BusinessException('workers.upload.tooLarge', {
        status: 413,
        field: 'files',
        data: { name: file.clientName, max: uploadLimits.maxFileBytes / 1_000_000 },
      })
    }
  }
}

/** Sniffs an uploaded file in a few bounded reads of its temporary file, never reading it whole. */
export async function sniffUpload(file: { clientName: string; tmpPath?: string }): Promise<SniffedFile> {
  // A part that was not written has no content: refused below as of no accepted type.
  if (!file.tmpPath) return { clientName: file.clientName, tmpPath: '', size: 0, types: [] }
  const { size } = await stat(file.tmpPath)
  return { clientName: file.clientName, tmpPath: file.tmpPath, size, types: await sniffFile(file.tmpPath) }
}

/**
 * Each file's name, type and category, or the first refusal: all or nothing. A name already used by the worker
 * (`existingNames`) or twice in the call is refused, whatever its case: the user renames the file.
 */
export function checkUploadedFiles(
  files: SniffedFile[],
  categories: DocumentCategory[],
  existingNames: string[]
): CheckedFile[] {
  const taken = new Set(existingNames.map(sameNameKey))
  const chosen = new Set<string>()
  return files.map((file, index) => {
    const fileName = sanitizeFileName(file.clientName)
    if (!fileName) {
      throw new BusinessException('workers.upload.invalidName', { status: 422, field: 'files' })
    }
    const type = checkFileType(fileName, file.types)
    if ('refusal' in type) {
      throw new BusinessException(`workers.upload.${type.refusal}`, {
        status: 422,
        field: 'files',
        data: { name: fileName },
      })
    }
    const key = sameNameKey(fileName)
    if (taken.has(key)) throw new BusinessException('workers.upload.nameExists', { data: { name: fileName } })
    if (chosen.has(key)) throw new BusinessException('workers.upload.nameTwice', { data: { name: fileName } })
    chosen.add(key)
    return { fileName, category: categories[index], mime: type.mime, tmpPath: file.tmpPath, size: file.size }
  })
}
