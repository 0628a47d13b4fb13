import db from '@adonisjs/lucid/services/db'
import Driver from '#models/driver'
import Worker from '#models/worker'
import type { WorkerFields } from '#services/workers/worker_fields'
import { lockOwnContract } from '#services/workers/contract_lock'
import { carryIntoRenewal } from '#services/workers/renewal_carry'
import { changeDriver } from '#services/drivers/roster_driver'
import { NotFoundException } from '#exceptions/not_found_exception'
import { readPosting } from '#services/drivers/posting_rows'
import { recordAdminAudit, type AuditActor } from '#services/audit/record_audit'
import { auditChanges } from '#services/audit/changes'
import { renewalDetail, workerSnapshot } from '#services/workers/worker_audit'
import { identified } from '#services/privacy/identified'

/**
 * Changes the fields of a posting's driver: the person, so every contract he is posted on shows the change. The
 * contract row is locked like on creation so a parallel duplicate waits; a scheduled renewal gets the driver when he
 * is not on it yet and there is room. An admin's change is audited with the changed fields before and after.
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
      const driver = identified(
        await Driver.query({ client: trx }).where('id', worker.driverId).forUpdate().firstOrFail()
      )
      const before = workerSnapshot(worker, driver)
      await changeDriver(driver, fields, trx)
      const renewal = await carryIntoRenewal(worker, trx)
      await recordAdminAudit(
        actor,
        {
          action: 'worker.update',
          subjectType: 'worker',
          subjectId: worker.id,
          payload: {
            ...auditChanges(before, workerSnapshot(worker, driver)),
            companyId,
            ...renewalDetail(renewal),
          },
        },
        trx
      )
      return { answer: await readPosting(worker.id, trx), driver, renewal }
    })
  }
}
