import db from '@adonisjs/lucid/services/db'
import Driver from '#models/driver'
import Worker from '#models/worker'
import { BusinessException } from '#exceptions/business_exception'
import { lockContractForNewWorker } from '#services/workers/contract_lock'
import { carryIntoRenewal } from '#services/workers/renewal_carry'
import { refreshDriverReadiness } from '#services/drivers/posting_readiness'
import { readPosting } from '#services/drivers/posting_rows'
import { recordAdminAudit, type AuditActor } from '#services/audit/record_audit'
import { renewalDetail, workerSnapshot } from '#services/workers/worker_audit'
import { identified } from '#services/privacy/identified'

/**
 * Posts a posting's driver on another contract of the same company (another representative country): the same
 * person, no copy; the documents of the person are seen there at once. A target contract with a scheduled renewal
 * passes the driver on to it, as an addition would. An admin's posting is audited as the new worker, with its
 * source.
 */
export default class DuplicateWorker {
  async handle(source: Worker, targetContractId: number, actor: AuditActor | null) {
    if (targetContractId === source.workerContractId) throw new BusinessException('workers.sameContract')
    return db.transaction(async (trx) => {
      const contract = await lockContractForNewWorker(trx, source.companyId, targetContractId)
      const twin = await Worker.query({ client: trx })
        .where('worker_contract_id', contract.id)
        .where('driver_id', source.driverId)
        .first()
      if (twin) throw new BusinessException('workers.alreadyInContract')
      const driver = identified(await Driver.findOrFail(source.driverId, { client: trx }))
      const worker = await Worker.create(
        { companyId: source.companyId, workerContractId: contract.id, driverId: driver.id },
        { client: trx }
      )
      // Posted on a running contract whose renewal is scheduled: the renewal gets the driver too.
      const renewal = await carryIntoRenewal(worker, trx)
      await refreshDriverReadiness([driver.id], trx)
      await recordAdminAudit(
        actor,
        {
          action: 'worker.duplicate',
          subjectType: 'worker',
          subjectId: worker.id,
          payload: {
            after: workerSnapshot(worker, driver),
            companyId: source.companyId,
            sourceWorkerId: source.id,
            ...renewalDetail(renewal),
          },
        },
        trx
      )
      return { answer: await readPosting(worker.id, trx), driver }
    })
  }
}
