import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Worker from '#models/worker'
import type WorkerContract from '#models/worker_contract'
import { copyWorker } from '#services/workers/copy_worker'
import { deleteStoredFiles } from '#services/workers/stored_files'

/**
 * A renewal keeps the company's drivers: the workers of the renewed contract, with their documents, are copied into
 * the new one (by name, up to its allowance when an admin renewed for fewer). The old contract keeps its own, as its
 * history. Inside the caller's transaction; the copied files are deleted if that transaction rolls back.
 */
export async function carryWorkersOver(
  sourceContractId: number,
  contract: WorkerContract,
  trx: TransactionClientContract
) {
  const query = Worker.query({ client: trx })
    .where('worker_contract_id', sourceContractId)
    .preload('documents', (documents) => documents.orderBy('id'))
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
  if (contract.allowedNumberOfWorkers !== null) query.limit(contract.allowedNumberOfWorkers)
  const workers = await query

  const copiedKeys: string[] = []
  trx.after('rollback', () => deleteStoredFiles(copiedKeys))
  for (const worker of workers) await copyWorker(worker, contract.id, trx, copiedKeys, { carried: true })
  return workers.length
}
