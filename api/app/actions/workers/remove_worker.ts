import db from '@adonisjs/lucid/services/db'
import Driver from '#models/driver'
import Worker from '#models/worker'
import WorkerDocument from '#models/worker_document'
import { NotFoundException } from '#exceptions/not_found_exception'
import { deleteStoredFiles } from '#services/workers/stored_files'
import { removePostings } from '#services/drivers/remove_postings'
import { removeFromRenewal } from '#services/workers/renewal_carry'
import { recordAdminAudit, type AuditActor } from '#services/audit/record_audit'
import { workerSnapshot } from '#services/workers/worker_audit'
import { identified } from '#services/privacy/identified'

/**
 * Ends a posting: its own documents and its row go, and the driver leaves the contract's scheduled renewal too; the
 * driver and the documents of the person stay on the roster. The stored files go once that is committed. An admin's
 * removal is audited with the posting as it was and the names of the documents removed.
 */
export default class RemoveWorker {
  async handle(companyId: number, workerId: number, actor: AuditActor | null) {
    const { keys, driver } = await db.transaction(async (trx) => {
      const worker = await Worker.query({ client: trx })
        .where('id', workerId)
        .where('company_id', companyId)
        .forUpdate()
        .first()
      if (!worker) throw new NotFoundException()
      const driver = identified(await Driver.findOrFail(worker.driverId, { client: trx }))
      const documents = await WorkerDocument.query({ client: trx })
        .where('worker_id', worker.id)
        .orderBy('id')
      const removed = [...(await removeFromRenewal(worker, trx)), ...(await removePostings([worker.id], trx))]
      await recordAdminAudit(
        actor,
        {
          action: 'worker.remove',
          subjectType: 'worker',
          subjectId: worker.id,
          payload: {
            before: workerSnapshot(worker, driver),
            companyId,
            documents: documents.map((document) => document.fileName),
          },
        },
        trx
      )
      return { keys: removed, driver }
    })
    await deleteStoredFiles(keys)
    return driver
  }
}
