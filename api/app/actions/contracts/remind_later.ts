import db from '@adonisjs/lucid/services/db'
import WorkerContract from '#models/worker_contract'
import { contractState, remainingDays, todayUtc } from '#services/contracts/contract_term'
import { remindLater } from '#services/contracts/reminders'

/**
 * "Remind me later" on an expiring contract: the reminder days are computed here, not taken from the client, on the
 * contract's locked row (two clicks at once dismiss the same days). Nothing changes on a contract not running.
 */
export default class RemindLater {
  async handle(contract: WorkerContract) {
    const today = todayUtc()
    if (contractState(contract, today) !== 'active') return contract
    return db.transaction(async (trx) => {
      const locked = await WorkerContract.query({ client: trx })
        .where('id', contract.id)
        .forUpdate()
        .firstOrFail()
      locked.dismissedReminders = remindLater(locked.dismissedReminders, remainingDays(locked.endDate, today))
      await locked.save()
      contract.dismissedReminders = locked.dismissedReminders
      return contract
    })
  }
}
