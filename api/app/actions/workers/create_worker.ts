import db from '@adonisjs/lucid/services/db'
import Worker from '#models/worker'
import type { WorkerFields } from '#services/workers/worker_fields'
import { lockContractForNewWorker } from '#services/workers/contract_lock'
import { carryIntoRenewal } from '#services/workers/renewal_carry'
import { recordAdminAudit, type AuditActor } from '#services/audit/record_audit'
import { renewalDetail, workerSnapshot } from '#services/workers/worker_audit'

/**
 * Adds a worker to a contract of the company, unless the contract is expired or full; a renewal already scheduled
 * gets the driver too, as far as its allowance goes (`renewal` says what happened there). An admin's addition is
 * audited with the worker's fields.
 */
export default class CreateWorker {
  async handle(companyId: number, contractId: number, fields: WorkerFields, actor: AuditActor | null) {
    return db.transaction(async (trx) => {
      const contract = await lockContractForNewWorker(trx, companyId, contractId)
      const worker = await Worker.create(
        { ...fields, companyId, workerContractId: contract.id },
        { client: trx }
      )
      const renewal = await carryIntoRenewal(worker, trx)
      await recordAdminAudit(
        actor,
        {
          action: 'worker.create',
          subjectType: 'worker',
          subjectId: worker.id,
          payload: { after: workerSnapshot(worker), companyId, ...renewalDetail(renewal) },
        },
        trx
      )
      return { worker, renewal }
    })
  }
}
