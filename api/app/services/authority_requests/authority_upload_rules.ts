import { randomUUID } from 'node:crypto'
import {
  AUTHORITY_REQUEST_KINDS,
  fitsAuthorityChecklist,
  type AuthorityItem,
  type AuthorityRequestKind,
} from '@posted-workers/domain'
import { BusinessException } from '#exceptions/business_exception'
import { categoryList, uploadLimits, type SniffedFile } from '#services/workers/upload_rules'
import { checkFileType } from '#services/workers/file_type'
import { sanitizeFileName } from '#services/workers/file_name'

/** A file put into a request, checked: its name, sniffed type, line of the checklist and temporary file. */
export interface CheckedAuthorityFile extends AuthorityItem {
  fileName: string
  mime: string
  tmpPath: string
  size: number
}

const refused = (key: string, field: string, data?: Record<string, unknown>) =>
  new BusinessException(key, { status: 422, field, data })

/**
 * The checklist line of each file of an upload, from the repeated fields `kinds` and `driverIds` (one each per file,
 * an empty driver for a kind asked once for the whole request); refused before any file is read when the shape is
 * wrong, with the same limits as drivers' documents.
 */
export function uploadItems(
  files: { clientName: string; size: number }[],
  kinds: unknown,
  driverIds: unknown
) {
  if (files.length === 0) throw refused('workers.upload.noFile', 'files')
  if (files.length > uploadLimits.maxFiles) {
    throw refused('workers.upload.tooManyFiles', 'files', { max: uploadLimits.maxFiles })
  }
  const kindList = categoryList(kinds)
  // An empty value alone is no value for the body parser: no driver for any file.
  const driverList =
    driverIds === undefined || driverIds === null ? files.map(() => '') : categoryList(driverIds)
  if (kindList.length !== files.length || driverList.length !== files.length) {
    throw refused('authority_requests.upload.linesMismatch', 'kinds')
  }
  for (const file of files) {
    if (file.size > uploadLimits.maxFileBytes) {
      throw new BusinessException('workers.upload.tooLarge', {
        status: 413,
        field: 'files',
        data: { name: file.clientName, max: uploadLimits.maxFileBytes / 1_000_000 },
      })
    }
  }
  return files.map((file, index): AuthorityItem => {
    const kind = kindList[index]
    if (!AUTHORITY_REQUEST_KINDS.includes(kind as AuthorityRequestKind)) {
      throw refused('authority_requests.upload.unknownKind', 'kinds', { name: file.clientName })
    }
    const driver = driverList[index]
    const driverId = driver === '' || driver === null ? null : Number(driver)
    if (driverId !== null && !(Number.isSafeInteger(driverId) && driverId > 0)) {
      throw refused('authority_requests.upload.notAsked', 'driverIds', { name: file.clientName })
    }
    return { kind: kind as AuthorityRequestKind, driverId }
  })
}

/** Each file's name and type checked, on the line of the request's checklist it says: all or nothing. */
export function checkAuthorityFiles(
  files: SniffedFile[],
  items: AuthorityItem[],
  request: { kinds: AuthorityRequestKind[]; driverIds: number[] }
): CheckedAuthorityFile[] {
  return files.map((file, index) => {
    const fileName = sanitizeFileName(file.clientName)
    if (!fileName) throw refused('workers.upload.invalidName', 'files')
    const type = checkFileType(fileName, file.types)
    if ('refusal' in type) throw refused(`workers.upload.${type.refusal}`, 'files', { name: fileName })
    if (!fitsAuthorityChecklist(request.kinds, request.driverIds, items[index])) {
      throw refused('authority_requests.upload.notAsked', 'kinds', { name: fileName })
    }
    return { ...items[index], fileName, mime: type.mime, tmpPath: file.tmpPath, size: file.size }
  })
}

/** Where a request's file is stored: a server key, never the client's name. */
export function newAuthorityFileKey(companyId: number, requestId: number) {
  return `authority-requests/${companyId}/${requestId}/${randomUUID()}`
}
