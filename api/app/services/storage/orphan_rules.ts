/**
 * Which stored files may be swept as orphans, and when. Uploads store their file first and write its row in a
 * transaction after; removals delete the row first and the file after. So a file can outlive its row (a process
 * killed between the two steps, a storage hiccup on delete) but a row never points to a file not yet stored. The
 * sweep removes the first kind once it is old enough that no upload still in flight can be its owner.
 */

/** The folders of uploaded files and the column that owns each file; other folders are never swept. */
export const SWEPT_FOLDERS = [
  // Drivers' documents, of the person or of a posting, and the declarations' PDFs stored as documents.
  { prefix: 'drivers/', table: 'worker_documents', column: 'file_key' },
  // Files uploaded into an inspector's request.
  { prefix: 'authority-requests/', table: 'authority_request_files', column: 'file_key' },
  // The back-office's attachments.
  { prefix: 'attachments/', table: 'attachments', column: 'file_key' },
] as const

/**
 * Not swept: invoices' and credit notes' PDFs, designation certificates, offers and terms of sale are stored under
 * keys made from their row (number, posting, edition) and rendered again from the database when missing, or are
 * kept by the staff; deleting one by mistake would cost more than keeping a stray copy.
 */

/** An upload in flight holds its file without a row for seconds: an hour leaves a wide margin. */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000

export interface StoredFileFact {
  key: string
  lastModified: Date
}

/** The files of `files` that no row owns and that were last written at least `minAgeMs` before `now`. */
export function orphansAmong(
  files: StoredFileFact[],
  owned: ReadonlySet<string>,
  now: Date,
  minAgeMs = ORPHAN_MIN_AGE_MS
) {
  return files.filter(
    (file) => !owned.has(file.key) && now.getTime() - file.lastModified.getTime() >= minAgeMs
  )
}
