import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Worker from '#models/worker'
import type WorkerContract from '#models/worker_contract'

/**
 * A renewal keeps the company's drivers: each driver of the renewed contract is posted on the new one (by name, up
 * to its allowance when an admin renewed for fewer). No person and no file is copied: the postings point to the same
 * drivers, whose documents both contracts show. The old contract keeps its postings, as its history. Inside the
 * caller's transaction.
 */
export async function carryWorkersOver(
  sourceContractId: number,
  contract: WorkerContract,
  trx: TransactionClientContract
) {
  const query = trx
    .from('workers')
    .join('drivers', 'drivers.id', 'workers.driver_id')
    .where('workers.worker_contract_id', sourceContractId)
    .orderBy('drivers.identity_key')
    .orderBy('workers.id')
    .select('workers.id', 'workers.driver_id as driverId')
  if (contract.allowedNumberOfWorkers !== null) query.limit(contract.allowedNumberOfWorkers)
  const postings: { id: number; driverId: number }[] = await query
  if (postings.length > 0) {
    await Worker.createMany(
      postings.map((posting) => ({
        companyId: contract.companyId,
        workerContractId: contract.id,
        driverId: posting.driverId,
        carriedFromWorkerId: posting.id,
      })),
      { client: trx }
    )
  }
  return postings.length
}
