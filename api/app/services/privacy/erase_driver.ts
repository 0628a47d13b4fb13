import drive from '@adonisjs/drive/services/main'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { recordAudit } from '#services/audit/record_audit'
import { forgetDriverInAuditLog } from '#services/privacy/audit_erasure'

/** Who erases: a user (the company's, or an admin) from an address, or the retention run (no user). */
export interface Eraser {
  userId: number | null
  ip: string | null
  byRetention: boolean
}

/** The pseudonym an erased driver keeps: "Driver" "#12", the roster's first and last names. */
export const pseudonym = (driverId: number) => ({ firstName: 'Driver', lastName: `#${driverId}` })

/**
 * The stored files that hold the driver's data: his documents (of the person and of each posting), the files put in
 * inspectors' requests for him, and the designation certificates drawn for his postings (they print his name).
 */
async function storedFilesOf(
  driverId: number,
  companyId: number,
  postingIds: number[],
  trx: TransactionClientContract
) {
  const documents: { file_key: string }[] = await trx
    .from('worker_documents')
    .where('driver_id', driverId)
    .select('file_key')
  const authorityFiles: { file_key: string }[] = await trx
    .from('authority_request_files')
    .where('driver_id', driverId)
    .select('file_key')
  const certificates: string[] = []
  for (const postingId of postingIds) {
    const { objects } = await drive
      .use()
      .listAll(`certificates/${companyId}/${postingId}/`, { recursive: true })
    for (const object of objects) if (object.isFile) certificates.push(object.key)
  }
  return [...documents, ...authorityFiles].map((row) => row.file_key).concat(certificates)
}

/**
 * Erases a driver inside the caller's transaction, the driver's row locked and his erasure allowed: his documents'
 * and his inspectors' request files' rows go, his personal fields become a pseudonym or empty, his postings stay as
 * the contracts' history (their roadside links revoked), the audit log's earlier lines about him keep no personal
 * field of his (audit_erasure.ts), and one audit line says who erased which driver when, without what was erased. The stored files are queued in `stored_file_deletions` (the same transaction): the caller
 * deletes them once committed (deleteQueuedFiles), and the retention run tries again any a storage hiccup left.
 */
export async function eraseDriverRows(
  driver: { id: number; companyId: number },
  eraser: Eraser,
  trx: TransactionClientContract
) {
  const now = new Date()
  const postingIds: number[] = (await trx.from('workers').where('driver_id', driver.id).select('id')).map(
    (row: { id: number }) => row.id
  )
  const keys = await storedFilesOf(driver.id, driver.companyId, postingIds, trx)

  await trx.from('worker_documents').where('driver_id', driver.id).delete()
  await trx.from('authority_request_files').where('driver_id', driver.id).delete()
  if (postingIds.length > 0) {
    await trx
      .from('roadside_links')
      .whereIn('worker_id', postingIds)
      .whereNull('revoked_at')
      .update({ revoked_at: now })
  }
  const { firstName, lastName } = pseudonym(driver.id)
  await trx
    .from('drivers')
    .where('id', driver.id)
    .update({
      first_name: firstName,
      last_name: lastName,
      search_name: '',
      identity_key: `erased|${driver.id}`,
      civility: null,
      date_of_birth: null,
      city_of_birth: null,
      country_code_of_birth: null,
      country_code_of_nationality: null,
      address_line_1: null,
      address_line_2: null,
      postal_code: null,
      city: null,
      address_country_code: null,
      licence_number: null,
      licence_country_code: null,
      driver_card_number: null,
      employment_start_date: null,
      employment_law_country_code: null,
      erased_at: now,
      updated_at: now,
    })
  const auditLines = await forgetDriverInAuditLog(driver.id, postingIds, trx)
  if (keys.length > 0) {
    await trx
      .table('stored_file_deletions')
      .multiInsert(keys.map((key) => ({ file_key: key, created_at: now })))
  }
  await recordAudit(
    {
      userId: eraser.userId,
      ip: eraser.ip,
      action: 'driver.erase',
      subjectType: 'driver',
      subjectId: driver.id,
      payload: {
        companyId: driver.companyId,
        postings: postingIds.length,
        storedFiles: keys.length,
        auditLines,
        byRetention: eraser.byRetention,
      },
    },
    trx
  )
  return keys
}
