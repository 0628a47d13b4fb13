import { UPLOAD_LIMITS } from '@posted-workers/domain'
import type { MessageKey } from '@/i18n/messages'
import {
  checkDetails,
  EMPTY_DETAILS,
  hasProblems,
  type DetailsValues,
  type DocumentDetails,
} from './documentDetails'

/** A file waiting in the upload dialog with its details; its category is empty until the user picks one. */
export type ChosenFile = { file: File } & DetailsValues

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size

/** The server's limits (packages/domain), checked before sending, with its words. */
export { UPLOAD_LIMITS }

export type FileRefusal =
  | { key: 'upload.tooLarge'; params: { name: string; max: number } }
  | { key: 'upload.tooManyFiles'; params: { max: number } }

/**
 * Appends the new files, silently leaving out any with the same name and size as one already chosen. A file over
 * 10 MB is refused, and so are the files beyond the tenth: they are not added, and `refused` says why, as the
 * server would.
 */
export function addFiles(
  current: readonly ChosenFile[],
  incoming: Iterable<File>
): { files: ChosenFile[]; refused: FileRefusal[] } {
  const files = [...current]
  const refused: FileRefusal[] = []
  let tooMany = false
  for (const file of incoming) {
    if (files.some((chosen) => sameFile(chosen.file, file))) continue
    if (file.size > UPLOAD_LIMITS.maxFileBytes) {
      refused.push({
        key: 'upload.tooLarge',
        params: { name: file.name, max: UPLOAD_LIMITS.maxFileBytes / 1_000_000 },
      })
    } else if (files.length >= UPLOAD_LIMITS.maxFiles) {
      tooMany = true
    } else {
      files.push({ file, ...EMPTY_DETAILS })
    }
  }
  if (tooMany) refused.push({ key: 'upload.tooManyFiles', params: { max: UPLOAD_LIMITS.maxFiles } })
  return { files, refused }
}

export type CategorizedFile = { file: File } & DocumentDetails

/** Upload needs at least one file, each with its category and the details that category needs (checkDetails). */
export function isReadyToUpload(files: readonly ChosenFile[]): files is CategorizedFile[] {
  return files.length > 0 && files.every((chosen) => !hasProblems(checkDetails(chosen)))
}

/** What keeps the files from being sent, said once below the list: a category first, then the dates. */
export function uploadBlocker(files: readonly ChosenFile[]): MessageKey | null {
  const problems = files.map(checkDetails)
  if (problems.some((problem) => problem.category)) return 'upload.missingCategory'
  if (problems.some((problem) => problem.validUntil)) return 'upload.checkDates'
  return null
}
