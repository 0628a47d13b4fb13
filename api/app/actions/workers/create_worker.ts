import db from '@adonisjs/lucid/services/db'
import Worker from '#models/worker'
import { BusinessException } from '#exceptions/business_exception'
import type { WorkerFields } from '#services/workers/worker_fields'
import { lockContractForNewWorker } from '#services/workers/contract_lock'
import { carryIntoRenewal } from '#services/workers/renewal_carry'
import { driverFor } from '#services/drivers/roster_driver'
import { refreshDriverReadiness } from '#services/drivers/posting_readiness'
import { readPosting } from '#services/drivers/posting_rows'
import { recordAdminAudit, type AuditActor } from '#services/audit/record_audit'
import { renewalDetail, workerSnapshot } from '#services/workers/worker_audit'

/**
 * Posts a driver on a contract of the company, unless the contract is expired or full: the roster's driver with the
 * same identity (his documents come with him), or a new one. The same person twice on one contract is refused. A
 * renewal already scheduled gets the driver too, as far as its allowance goes (`renewal` says what happened there).
 * An admin's addition is audited with the driver's fields.
 */
export default class CreateWorker {
  async handle(companyId: number, contractId: number, fields: WorkerFields, actor: AuditActor | null) {
    return db.transaction(async (trx) => {
      const contract = await lockContractForNewWorker(trx, companyId, contractId)
      const { driver, isNew } = await driverFor(companyId, fields, trx)
      const twin = await Worker.query({ client: trx })
        .where('worker_contract_id', contract.id)
        .where('driver_id', driver.id)
        .first()
      if (twin)
        throw new BusinessException('workers.alreadyOnThisContract', { field: 'lastName', status: 422 })
      const worker = await Worker.create(
        { companyId, workerContractId: contract.id, driverId: driver.id },
        { client: trx }
      )
      const renewal = await carryIntoRenewal(worker, trx)
      await refreshDriverReadiness([driver.id], trx)
      await recordAdminAudit(
        actor,
        {
          action: 'worker.create',
          subjectType: 'worker',
          subjectId: worker.id,
          payload: { after: workerSnapshot(worker, driver), companyId, ...renewalDetail(renewal) },
        },
        trx
      )
      return { answer: await readPosting(worker.id, trx), driver, isNew, renewal }
    })
  }
}
