import type { Writable } from 'node:stream'
import drive from '@adonisjs/drive/services/main'
import { AUTHORITY_REQUEST_KINDS } from '@posted-workers/domain'
import { writeZip, type ZipEntry } from '#services/exports/zip_stream'
import { driverFolderName, extensionOf } from '#services/roadside/pack_names'
import { foldText } from '#services/text/fold'
import type {
  AuthorityFileRow,
  AuthorityRequestParts,
} from '#services/authority_requests/authority_request_rows'

/**
 * The names of a request's answer: one folder per driver (`Kowalski_Jan_1980-05-14/PAYSLIPS_1.pdf`), the files asked
 * for the whole request at the top (`TRANSPORT_EVIDENCE_1.pdf`), numbered per kind in the order uploaded. Pure.
 */
export function answerEntryNames(parts: Pick<AuthorityRequestParts, 'drivers' | 'files'>) {
  const taken = new Set<string>()
  const folders = new Map(parts.drivers.map((driver) => [driver.id, `${driverFolderName(driver, taken)}/`]))
  const counts = new Map<string, number>()
  const ordered = [...parts.files].sort(
    (a, b) => AUTHORITY_REQUEST_KINDS.indexOf(a.kind) - AUTHORITY_REQUEST_KINDS.indexOf(b.kind) || a.id - b.id
  )
  return ordered.map((file): { file: AuthorityFileRow; name: string } => {
    const folder = file.driverId === null ? '' : (folders.get(file.driverId) ?? `driver-${file.driverId}/`)
    const key = `${folder}${file.kind}`
    const number = (counts.get(key) ?? 0) + 1
    counts.set(key, number)
    return { file, name: `${key}_${number}${extensionOf(file.fileName)}` }
  })
}

/** The ZIP's own name: the country and the authority's reference in plain letters. */
export function answerZipName(request: { countryCode: string; reference: string }) {
  const reference = foldText(request.reference)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return `authority-request-${request.countryCode}-${reference || 'answer'}.zip`
}

/** Streams the answer's files from the storage, one at a time. */
export function writeAnswerZip(output: Writable, parts: Pick<AuthorityRequestParts, 'drivers' | 'files'>) {
  async function* entries(): AsyncGenerator<ZipEntry> {
    for (const { file, name } of answerEntryNames(parts)) {
      yield { name, open: () => drive.use().getStream(file.fileKey) }
    }
  }
  return writeZip(output, entries())
}
