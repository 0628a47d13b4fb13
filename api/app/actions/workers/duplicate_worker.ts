import db from '@adonisjs/lucid/services/db'
import Worker from '#models/worker'
import { BusinessException } from '#exceptions/business_exception'
import { lockContractForNewWorker } from '#services/workers/contract_lock'
import { deleteStoredFiles } from '#services/workers/stored_files'
import { copyWorker } from '#services/workers/copy_worker'
import { carryIntoRenewal } from '#services/workers/renewal_carry'
import { recordAdminAudit, type AuditActor } from '#services/audit/record_audit'
import { renewalDetail, workerSnapshot } from '#services/workers/worker_audit'

/**
 * Copies a worker and its documents into another contract of the same company (another representative country).
 * The stored files are copied under new keys, so removing one copy never touches the other's files; when the
 * transaction fails, the copies already written are deleted. A target contract with a scheduled renewal passes the
 * driver on to it, as an addition would. An admin's copy is audited as the new worker, with its source.
 */
export default class DuplicateWorker {
  async handle(source: Worker, targetContractId: number, actor: AuditActor | null) {
    if (targetContractId === source.workerContractId) throw new BusinessException('workers.sameContract')
    const copiedKeys: string[] = []
    try {
      return await db.transaction(async (trx) => {
        const contract = await lockContractForNewWorker(trx, source.companyId, targetContractId)
        const twin = await Worker.query({ client: trx })
          .where('worker_contract_id', contract.id)
          .where('first_name', source.firstName)
          .where('last_name', source.lastName)
          .where('date_of_birth', source.dateOfBirth)
          .first()
        if (twin) throw new BusinessException('workers.alreadyInContract')

        const copied = await copyWorker(source, contract.id, trx, copiedKeys)
        // Copied into a running contract whose renewal is scheduled: the renewal gets the driver too.
        const renewal = await carryIntoRenewal(copied.worker, trx)
        await recordAdminAudit(
          actor,
          {
            action: 'worker.duplicate',
            subjectType: 'worker',
            subjectId: copied.worker.id,
            payload: {
              after: workerSnapshot(copied.worker),
              companyId: source.companyId,
              sourceWorkerId: source.id,
              documentsCount: copied.documentsCount,
              ...renewalDetail(renewal),
            },
          },
          trx
        )
        return copied
      })
    } catch (error) {
      await deleteStoredFiles(copiedKeys)
      throw error
    }
  }
}
