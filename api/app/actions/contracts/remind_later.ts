import db from '@adonisjs/lucid/services/db'
import WorkerContract from '#models/worker_contract'
import { contractState, remainingDays, todayUtc } from '#services/contracts/contract_term'
import { remindLater } from '#services/contracts/reminders'
import { recordAdminAudit, type AuditActor } from '#services/audit/record_audit'
import { auditChanges } from '#services/audit/changes'

/**
 * "Remind me later" on an expiring contract: the reminder days are computed here, not taken from the client, on the
 * contract's locked row (two clicks at once dismiss the same days). Nothing changes on a contract not running. An
 * admin's actual change is audited with the dismissed days before and after.
 */
export default class RemindLater {
  async handle(contract: WorkerContract, actor: AuditActor | null) {
    const today = todayUtc()
    if (contractState(contract, today) !== 'active') return contract
    return db.transaction(async (trx) => {
      const locked = await WorkerContract.query({ client: trx })
        .where('id', contract.id)
        .forUpdate()
        .firstOrFail()
      const before = { dismissedReminders: locked.dismissedReminders ?? [] }
      locked.dismissedReminders = remindLater(locked.dismissedReminders, remainingDays(locked.endDate, today))
      const changes = auditChanges(before, { dismissedReminders: locked.dismissedReminders })
      if (Object.keys(changes.after).length > 0) {
        await locked.save()
        await recordAdminAudit(
          actor,
          {
            action: 'workerContract.remindLater',
            subjectType: 'worker_contract',
            subjectId: locked.id,
            payload: { ...changes, companyId: locked.companyId },
          },
          trx
        )
      }
      contract.dismissedReminders = locked.dismissedReminders
      return contract
    })
  }
}
