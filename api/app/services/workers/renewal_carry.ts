import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { RenewalCarryOutcome } from '@posted-workers/domain'
import Worker from '#models/worker'
import WorkerContract from '#models/worker_contract'
import { todayUtc } from '#services/contracts/contract_term'
import { countWorkers } from '#services/workers/contract_lock'
import { removePostings } from '#services/drivers/remove_postings'

/**
 * While a renewal is scheduled, the running contract still covers the drivers of today, and the renewal was given
 * the drivers it had on the day it was validated. Those are the same people, not copies: a driver changed on either is
 * changed on both, and a document of the person or of the country's postings is seen on both. What this module
 * carries is the postings: a driver added to the running contract afterwards is posted on the renewal too, up to
 * its allowance, and a driver removed from it leaves the renewal as well. Inside the caller's transaction.
 */

/** The renewal of this contract that has not started yet, its row locked so that its allowance is counted once. */
export function scheduledRenewalOf(contractId: number, trx: TransactionClientContract) {
  return WorkerContract.query({ client: trx })
    .where('renewed_from_contract_id', contractId)
    .where('start_date', '>', todayUtc())
    .orderBy('start_date', 'desc')
    .forUpdate()
    .first()
}

export interface CarryOutcome {
  outcome: RenewalCarryOutcome
  /** The renewal's first day. */
  startDate: string
}

function postingOf(contractId: number, driverId: number, trx: TransactionClientContract) {
  return Worker.query({ client: trx })
    .where('worker_contract_id', contractId)
    .where('driver_id', driverId)
    .forUpdate()
    .first()
}

/**
 * After a driver was posted on, or changed on, a contract: his posting on its scheduled renewal, made unless he has
 * one (`updated`: the change is his, seen there already) or the renewal is full. Null without a scheduled renewal.
 */
export async function carryIntoRenewal(
  posting: Worker,
  trx: TransactionClientContract
): Promise<CarryOutcome | null> {
  const renewal = await scheduledRenewalOf(posting.workerContractId, trx)
  if (!renewal) return null
  if (await postingOf(renewal.id, posting.driverId, trx)) {
    return { outcome: 'updated', startDate: renewal.startDate }
  }
  const allowed = renewal.allowedNumberOfWorkers
  if (allowed !== null && (await countWorkers(renewal.id, trx)) >= allowed) {
    return { outcome: 'renewalFull', startDate: renewal.startDate }
  }
  await Worker.create(
    {
      companyId: posting.companyId,
      workerContractId: renewal.id,
      driverId: posting.driverId,
      carriedFromWorkerId: posting.id,
    },
    { client: trx }
  )
  return { outcome: 'carried', startDate: renewal.startDate }
}

/**
 * A driver removed from a contract leaves its scheduled renewal too (with that posting's own documents). Returns
 * the stored files to delete once committed.
 */
export async function removeFromRenewal(posting: Worker, trx: TransactionClientContract) {
  const renewal = await scheduledRenewalOf(posting.workerContractId, trx)
  const carried = renewal ? await postingOf(renewal.id, posting.driverId, trx) : null
  return carried ? removePostings([carried.id], trx) : []
}
