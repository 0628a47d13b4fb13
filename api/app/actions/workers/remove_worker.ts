import db from '@adonisjs/lucid/services/db'
import Worker from '#models/worker'
import WorkerDocument from '#models/worker_document'
import { NotFoundException } from '#exceptions/not_found_exception'
import { deleteStoredFiles } from '#services/workers/stored_files'
import { recordAdminAudit, type AuditActor } from '#services/audit/record_audit'
import { workerSnapshot } from '#services/workers/worker_audit'

/**
 * Removes a worker with its document rows, then, once that is committed, its stored files. An admin's removal is
 * audited with the worker as it was and its documents' names.
 */
export default class RemoveWorker {
  async handle(companyId: number, workerId: number, actor: AuditActor | null) {
    const keys = await db.transaction(async (trx) => {
      const worker = await Worker.query({ client: trx })
        .where('id', workerId)
        .where('company_id', companyId)
        .forUpdate()
        .first()
      if (!worker) throw new NotFoundException()
      const documents = await WorkerDocument.query({ client: trx })
        .where('worker_id', worker.id)
        .orderBy('id')
      await WorkerDocument.query({ client: trx }).where('worker_id', worker.id).delete()
      await worker.useTransaction(trx).delete()
      await recordAdminAudit(
        actor,
        {
          action: 'worker.remove',
          subjectType: 'worker',
          subjectId: worker.id,
          payload: {
            before: workerSnapshot(worker),
            companyId,
            documents: documents.map((document) => document.fileName),
          },
        },
        trx
      )
      return documents.map((document) => document.fileKey)
    })
    await deleteStoredFiles(keys)
  }
}
