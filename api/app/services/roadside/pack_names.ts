import type { DocumentCategory } from '@posted-workers/domain'
import { foldText } from '#services/text/fold'

/**
 * Readable names inside a roadside pack (a controller scrolls through them on a phone): `01-A1-valid-until-2027-03-31.pdf`,
 * `02-WORK_CONTRACT.pdf`, and one folder per driver in a contract's pack, `Kowalski_Jan_1980-05-14`. Pure.
 */

/** The file's extension as uploaded (`.pdf`, `.jpg`), lower case; none when it has no plain one. */
export function extensionOf(fileName: string) {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(fileName)
  return match ? `.${match[1].toLowerCase()}` : ''
}

export function packFileName(
  position: number,
  document: { category: DocumentCategory; validUntil: string | null; fileName: string }
) {
  const until = document.validUntil ? `-valid-until-${document.validUntil}` : ''
  return `${String(position).padStart(2, '0')}-${document.category}${until}${extensionOf(document.fileName)}`
}

/** A driver's folder: names and birth date in plain letters, unique among `taken` (a number added when needed). */
export function driverFolderName(
  driver: { firstName: string; lastName: string; dateOfBirth: string | null },
  taken: Set<string>
) {
  const plain = (text: string) =>
    foldText(text)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase())
  // An erased driver (services/privacy) has no birth date left: his pseudonym alone.
  const birth = driver.dateOfBirth ? `_${driver.dateOfBirth}` : ''
  const base = `${plain(driver.lastName) || 'Driver'}_${plain(driver.firstName) || 'X'}${birth}`
  let name = base
  for (let number = 2; taken.has(name); number++) name = `${base}_${number}`
  taken.add(name)
  return name
}

/**
 * The order of a pack's documents: the country's required categories first, in their order, then the others in the
 * list's order; within a category, the one lasting longest first.
 */
export function packOrder<T extends { category: DocumentCategory; validUntil: string | null }>(
  documents: T[],
  required: readonly DocumentCategory[],
  allCategories: readonly DocumentCategory[]
) {
  const rank = (category: DocumentCategory) => {
    const index = required.indexOf(category)
    return index >= 0 ? index : required.length + allCategories.indexOf(category)
  }
  return [...documents].sort(
    (a, b) =>
      rank(a.category) - rank(b.category) ||
      (b.validUntil ?? '9999-12-31').localeCompare(a.validUntil ?? '9999-12-31')
  )
}
