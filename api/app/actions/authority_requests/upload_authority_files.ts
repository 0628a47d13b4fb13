import db from '@adonisjs/lucid/services/db'
import { AUTHORITY_UPLOAD_STATUSES } from '@posted-workers/domain'
import { BusinessException } from '#exceptions/business_exception'
import { NotFoundException } from '#exceptions/not_found_exception'
import { recordAdminAudit, type AuditActor } from '#services/audit/record_audit'
import { storeLocalFile } from '#services/storage/store_file'
import { deleteStoredFiles } from '#services/workers/stored_files'
import type { SniffedFile } from '#services/workers/upload_rules'
import { requestParts, requestRows } from '#services/authority_requests/authority_request_rows'
import { checkAuthorityFiles, newAuthorityFileKey } from '#services/authority_requests/authority_upload_rules'
import type { AuthorityItem } from '@posted-workers/domain'

/**
 * Puts files into a company's request, all or nothing: every file is checked (type, and a line the request asks
 * for) before any is stored; when storing or writing fails, the files stored are deleted and no row is kept. Only
 * while the request waits for documents (open, waiting for the customer). An admin's upload is one audit line.
 */
export default class UploadAuthorityFiles {
  async handle(
    requestId: number,
    companyId: number,
    files: SniffedFile[],
    items: AuthorityItem[],
    userId: number,
    actor: AuditActor | null
  ) {
    const storedKeys: string[] = []
    try {
      return await db.transaction(async (trx) => {
        await trx.from('authority_requests').where('id', requestId).forUpdate().select('id')
        const [row] = await requestRows([requestId], trx)
        if (!row || row.companyId !== companyId) throw new NotFoundException()
        if (!AUTHORITY_UPLOAD_STATUSES.includes(row.status)) {
          throw new BusinessException('authority_requests.upload.notOpen', { status: 422, field: 'files' })
        }
        const parts = await requestParts([requestId], trx)
        const checked = checkAuthorityFiles(files, items, {
          kinds: parts.kinds.map((kind) => kind.kind),
          driverIds: parts.drivers.map((driver) => driver.id),
        })
        for (const file of checked) {
          const key = newAuthorityFileKey(companyId, requestId)
          await storeLocalFile(key, file.tmpPath, { contentType: file.mime })
          storedKeys.push(key)
        }
        const now = new Date()
        await trx.table('authority_request_files').multiInsert(
          checked.map((file, index) => ({
            authority_request_id: requestId,
            kind: file.kind,
            driver_id: file.driverId,
            file_key: storedKeys[index],
            file_name: file.fileName,
            mime: file.mime,
            size_bytes: file.size,
            uploaded_by_user_id: userId,
            created_at: now,
          }))
        )
        await trx.from('authority_requests').where('id', requestId).update({ updated_at: now })
        await recordAdminAudit(
          actor,
          {
            action: 'authorityRequest.upload',
            subjectType: 'authority_request',
            subjectId: requestId,
            payload: {
              companyId,
              fileNames: checked.map((file) => file.fileName),
              authorityKinds: checked.map((file) => file.kind),
            },
          },
          trx
        )
        return checked.length
      })
    } catch (error) {
      await deleteStoredFiles(storedKeys)
      throw error
    }
  }
}
