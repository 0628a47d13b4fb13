import db from '@adonisjs/lucid/services/db'
import Worker from '#models/worker'
import type { WorkerFields } from '#services/workers/worker_fields'
import { lockOwnContract } from '#services/workers/contract_lock'
import { carryIntoRenewal } from '#services/workers/renewal_carry'
import { NotFoundException } from '#exceptions/not_found_exception'
import { recordAdminAudit, type AuditActor } from '#services/audit/record_audit'
import { auditChanges } from '#services/audit/changes'
import { renewalDetail, workerSnapshot } from '#services/workers/worker_audit'

/**
 * Changes a worker's fields; the contract row is locked like on creation so a parallel duplicate waits. The change
 * reaches the driver's copy in a scheduled renewal (or carries the driver there when there is room). An admin's
 * change is audited with the changed fields before and after.
 */
export default class UpdateWorker {
  async handle(companyId: number, workerId: number, fields: WorkerFields, actor: AuditActor | null) {
    return db.transaction(async (trx) => {
      const found = await Worker.query({ client: trx })
        .where('id', workerId)
        .where('company_id', companyId)
        .first()
      if (!found) throw new NotFoundException()
      await lockOwnContract(trx, companyId, found.workerContractId)
      const worker = await Worker.query({ client: trx }).where('id', workerId).forUpdate().firstOrFail()
      const before = workerSnapshot(worker)
      worker.merge(fields)
      await worker.save()
      const renewal = await carryIntoRenewal(worker, trx)
      await recordAdminAudit(
        actor,
        {
          action: 'worker.update',
          subjectType: 'worker',
          subjectId: worker.id,
          payload: { ...auditChanges(before, workerSnapshot(worker)), companyId, ...renewalDetail(renewal) },
        },
        trx
      )
      return { worker, renewal }
    })
  }
}
