import { transactionWithRetry } from '#services/database/retry_transaction'
import { documentScope, type DocumentCategory } from '@posted-workers/domain'
import WorkerDocument from '#models/worker_document'
import { BusinessException } from '#exceptions/business_exception'
import { NotFoundException } from '#exceptions/not_found_exception'
import type { DocumentDetails } from '#services/workers/document_details'
import { refreshDriverReadiness } from '#services/drivers/posting_readiness'
import { recordAdminAudit, type AuditActor } from '#services/audit/record_audit'
import { auditChanges } from '#services/audit/changes'

function snapshot(document: WorkerDocument) {
  return {
    category: document.category,
    documentNumber: document.documentNumber,
    issuingCountry: document.issuingCountry,
    validFrom: document.validFrom,
    validUntil: document.validUntil,
  }
}

/**
 * Changes a document's category and details after its upload; the readiness of the driver's postings follows. A
 * category of the person cannot become one of a posting, nor the reverse (the document would change owner): the user
 * removes it and uploads it again. An admin's change is audited with the fields before and after.
 */
export default class UpdateDocument {
  async handle(
    document: WorkerDocument,
    category: DocumentCategory,
    details: DocumentDetails,
    companyId: number,
    actor: AuditActor | null
  ) {
    if (documentScope(category) !== documentScope(document.category)) {
      throw new BusinessException('workers.details.otherOwner', { status: 422, field: 'category' })
    }
    return transactionWithRetry(async (trx) => {
      const locked = await WorkerDocument.query({ client: trx }).where('id', document.id).forUpdate().first()
      if (!locked) throw new NotFoundException()
      const before = snapshot(locked)
      locked.merge({ category, ...details })
      await locked.useTransaction(trx).save()
      await refreshDriverReadiness([locked.driverId], trx)
      await recordAdminAudit(
        actor,
        {
          action: 'workerDocument.update',
          subjectType: 'worker_document',
          subjectId: locked.id,
          payload: { ...auditChanges(before, snapshot(locked)), companyId, driverId: locked.driverId },
        },
        trx
      )
      return locked
    })
  }
}
