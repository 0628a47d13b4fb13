import { transactionWithRetry } from '#services/database/retry_transaction'
import { documentScope } from '@posted-workers/domain'
import type Worker from '#models/worker'
import WorkerDocument from '#models/worker_document'
import { BusinessException } from '#exceptions/business_exception'
import { checkUploadedFiles, type SniffedFile } from '#services/workers/upload_rules'
import { storeLocalFile } from '#services/storage/store_file'
import { deleteStoredFiles, newDocumentKey } from '#services/workers/stored_files'
import type { DocumentCategory } from '#enums/contract'
import type { DocumentDetails } from '#services/workers/document_details'
import { postingDocuments } from '#services/drivers/posting_documents'
import { refreshDriverReadiness } from '#services/drivers/posting_readiness'
import { recordAdminAudit, type AuditActor } from '#services/audit/record_audit'
import { documentsSnapshot } from '#services/workers/worker_audit'
import { faultPoint } from '#services/faults/fault_point'

/**
 * Stores new documents of a posting's driver, streamed from their temporary files, all or nothing: every file is
 * checked before any is stored, and when storing or writing a row fails, the files already stored are deleted and no
 * row is kept. Each goes to the person (an A1, a licence: seen on each of his postings) or to the posting, by its
 * category, with its details; the readiness of the driver's postings follows. An admin's upload is one audit line on
 * the worker, with the files' names.
 */
export default class UploadDocuments {
  async handle(
    worker: Worker,
    files: SniffedFile[],
    categories: DocumentCategory[],
    details: DocumentDetails[],
    actor: AuditActor | null
  ) {
    const existing = await postingDocuments(worker).select('file_name')
    const checked = checkUploadedFiles(
      files,
      categories,
      existing.map((document) => document.fileName)
    )
    const storedKeys: string[] = []
    try {
      for (const file of checked) {
        const key = newDocumentKey(worker.companyId, worker.driverId)
        await storeLocalFile(key, file.tmpPath, { contentType: file.mime })
        storedKeys.push(key)
      }
      await faultPoint('upload.filesStored')
      return await transactionWithRetry(async (trx) => {
        const documents = await WorkerDocument.createMany(
          checked.map((file, index) => ({
            driverId: worker.driverId,
            workerId: documentScope(file.category) === 'driver' ? null : worker.id,
            fileName: file.fileName,
            category: file.category,
            mime: file.mime,
            sizeBytes: file.size,
            fileKey: storedKeys[index],
            ...details[index],
          })),
          { client: trx }
        )
        await refreshDriverReadiness([worker.driverId], trx)
        await recordAdminAudit(
          actor,
          {
            action: 'workerDocument.upload',
            subjectType: 'worker',
            subjectId: worker.id,
            payload: {
              after: documentsSnapshot(documents),
              companyId: worker.companyId,
              documentIds: documents.map((document) => document.id),
            },
          },
          trx
        )
        await faultPoint('upload.beforeCommit')
        return documents
      })
    } catch (error) {
      await deleteStoredFiles(storedKeys)
      // The same name sent by a parallel upload: the unique index (case-insensitive collation) refuses it.
      if ((error as { code?: string }).code === 'ER_DUP_ENTRY') {
        throw new BusinessException('workers.upload.nameExistsParallel')
      }
      throw error
    }
  }
}
