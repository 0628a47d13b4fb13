import type { DocumentCategory } from '../types'

/** A file waiting in the upload dialog; its category is empty until the user picks one. */
export type ChosenFile = { file: File; category: DocumentCategory | '' }

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size

/** Appends the new files, silently leaving out any with the same name and size as one already chosen. */
export function addFiles(current: readonly ChosenFile[], incoming: Iterable<File>): ChosenFile[] {
  const result = [...current]
  for (const file of incoming) {
    if (!result.some((chosen) => sameFile(chosen.file, file))) result.push({ file, category: '' })
  }
  return result
}

export type CategorizedFile = { file: File; category: DocumentCategory }

/** Upload needs at least one file and a category for each. */
export function isReadyToUpload(files: readonly ChosenFile[]): files is CategorizedFile[] {
  return files.length > 0 && files.every((chosen) => chosen.category !== '')
}
