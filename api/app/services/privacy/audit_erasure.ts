import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/**
 * What an audit line may hold of a driver as a person: his identity, address, licence and card, his employment's
 * start and law, and the names and numbers of his documents (a file is often named after him). Ids, counts, document
 * categories and dates of acts stay: the line still says who did what to which record, and when.
 */
export const DRIVER_PERSONAL_AUDIT_FIELDS = new Set([
  'civility',
  'firstName',
  'middleName',
  'lastName',
  'dateOfBirth',
  'cityOfBirth',
  'countryCodeOfBirth',
  'countryCodeOfNationality',
  'addressLine1',
  'addressLine2',
  'postalCode',
  'city',
  'countryCode',
  'addressCountryCode',
  'licenceNumber',
  'licenceCountryCode',
  'driverCardNumber',
  'employmentStartDate',
  'employmentLawCountryCode',
  'fileName',
  'fileNames',
  'documents',
  'documentNumber',
  'issuingCountry',
])

/**
 * An audit payload with every personal field of a driver emptied (null), at any depth (`before`, `after`, a list's
 * items); the rest as it was. Pure: the erasure below applies it to the lines that concern him.
 */
export function withoutDriverPersonalData(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutDriverPersonalData)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      DRIVER_PERSONAL_AUDIT_FIELDS.has(key) && field !== null ? null : withoutDriverPersonalData(field),
    ])
  )
}

const asObject = (payload: unknown): Record<string, unknown> | null =>
  typeof payload === 'string' ? JSON.parse(payload) : (payload as Record<string, unknown> | null)

/**
 * Empties what the audit log kept of an erased driver as a person (inside his erasure's transaction): the lines about
 * him (`driver`), about his postings (`worker`: created, changed, removed, copied, documents uploaded), about his
 * documents (`worker_document`, which name him in their payload) and about the inspectors' requests that concerned
 * him (`authority_request`: an upload's file names, which do not say whose file each is, so all of that upload's go).
 * The erasure's own line holds nothing of him and is written after. How many lines changed.
 */
export async function forgetDriverInAuditLog(
  driverId: number,
  postingIds: number[],
  trx: TransactionClientContract
) {
  const lines: { id: number; payload: unknown }[] = await trx
    .from('audit_logs')
    .where((about) => {
      about.where((line) => line.where('subject_type', 'driver').where('subject_id', driverId))
      if (postingIds.length > 0) {
        about.orWhere((line) => line.where('subject_type', 'worker').whereIn('subject_id', postingIds))
      }
      about.orWhere((line) =>
        line
          .where('subject_type', 'worker_document')
          .whereRaw("JSON_EXTRACT(payload, '$.driverId') = ?", [driverId])
      )
      about.orWhere((line) =>
        line
          .where('subject_type', 'authority_request')
          .whereIn(
            'subject_id',
            trx.from('authority_request_drivers').where('driver_id', driverId).select('authority_request_id')
          )
      )
    })
    .whereNotNull('payload')
    .select('id', 'payload')
    .forUpdate()
  let changed = 0
  for (const line of lines) {
    const before = asObject(line.payload)
    const after = withoutDriverPersonalData(before)
    if (JSON.stringify(after) === JSON.stringify(before)) continue
    await trx
      .from('audit_logs')
      .where('id', line.id)
      .update({ payload: JSON.stringify(after) })
    changed += 1
  }
  return changed
}
