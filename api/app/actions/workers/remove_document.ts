import { transactionWithRetry } from '#services/database/retry_transaction'
import WorkerDocument from '#models/worker_document'
import { NotFoundException } from '#exceptions/not_found_exception'
import { deleteStoredFiles } from '#services/workers/stored_files'
import { refreshDriverReadiness } from '#services/drivers/posting_readiness'
import { recordAdminAudit, type AuditActor } from '#services/audit/record_audit'

/**
 * Removes a document's row, then, once that is committed, its stored file: gone from every posting that showed it.
 * A document removed meanwhile answers 404. An admin's removal is audited with the document's name and category.
 */
export default class RemoveDocument {
  async handle(document: WorkerDocument, companyId: number, actor: AuditActor | null) {
    await transactionWithRetry(async (trx) => {
      const locked = await WorkerDocument.query({ client: trx }).where('id', document.id).forUpdate().first()
      if (!locked) throw new NotFoundException()
      await locked.useTransaction(trx).delete()
      await refreshDriverReadiness([locked.driverId], trx)
      await recordAdminAudit(
        actor,
        {
          action: 'workerDocument.remove',
          subjectType: 'worker_document',
          subjectId: locked.id,
          payload: {
            before: { fileName: locked.fileName, category: locked.category },
            companyId,
            driverId: locked.driverId,
            workerId: locked.workerId,
          },
        },
        trx
      )
    })
    await deleteStoredFiles([document.fileKey])
  }
}
