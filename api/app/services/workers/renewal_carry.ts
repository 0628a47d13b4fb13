import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { RenewalCarryOutcome } from '@posted-workers/domain'
import Worker from '#models/worker'
import WorkerContract from '#models/worker_contract'
import WorkerDocument from '#models/worker_document'
import { todayUtc } from '#services/contracts/contract_term'
import { copyDocuments, copyWorker } from '#services/workers/copy_worker'
import { countWorkers } from '#services/workers/contract_lock'
import { deleteStoredFiles } from '#services/workers/stored_files'
import { identityOf } from '#services/workers/worker_fields'

/**
 * While a renewal is scheduled, the running contract still covers the drivers of today, and the renewal was given
 * the drivers it had on the day it was validated. What happens to the running contract's drivers afterwards reaches
 * the renewal too: a driver added or changed is carried into it (with the driver's documents) up to its allowance,
 * and a document uploaded for a carried driver is copied to the driver's renewal copy. All inside the caller's
 * transaction; the files copied are deleted if it rolls back.
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

function trackCopies(trx: TransactionClientContract) {
  const copiedKeys: string[] = []
  trx.after('rollback', () => deleteStoredFiles(copiedKeys))
  return copiedKeys
}

function carriedCopy(renewalId: number, workerId: number, trx: TransactionClientContract) {
  return Worker.query({ client: trx })
    .where('worker_contract_id', renewalId)
    .where('carried_from_worker_id', workerId)
    .forUpdate()
    .first()
}

export interface CarryOutcome {
  outcome: RenewalCarryOutcome
  /** The renewal's first day. */
  startDate: string
}

/**
 * After a driver was added to or changed on a contract: the same in its scheduled renewal. The driver's copy there is
 * updated; a driver not there yet is copied, documents included, unless the renewal is full. Null without a
 * scheduled renewal.
 */
export async function carryIntoRenewal(
  worker: Worker,
  trx: TransactionClientContract
): Promise<CarryOutcome | null> {
  const renewal = await scheduledRenewalOf(worker.workerContractId, trx)
  if (!renewal) return null
  const copy = await carriedCopy(renewal.id, worker.id, trx)
  if (copy) {
    copy.merge(identityOf(worker))
    await copy.useTransaction(trx).save()
    return { outcome: 'updated', startDate: renewal.startDate }
  }
  const allowed = renewal.allowedNumberOfWorkers
  if (allowed !== null && (await countWorkers(renewal.id, trx)) >= allowed) {
    return { outcome: 'renewalFull', startDate: renewal.startDate }
  }
  await copyWorker(worker, renewal.id, trx, trackCopies(trx), { carried: true })
  return { outcome: 'carried', startDate: renewal.startDate }
}

/** Documents just uploaded for a driver: copied to the driver's copy in the scheduled renewal, if there is one. */
export async function carryDocumentsIntoRenewal(
  worker: Worker,
  documents: WorkerDocument[],
  trx: TransactionClientContract
) {
  const renewal = await scheduledRenewalOf(worker.workerContractId, trx)
  if (!renewal) return
  const copy = await carriedCopy(renewal.id, worker.id, trx)
  if (!copy) return
  const present = await WorkerDocument.query({ client: trx }).where('worker_id', copy.id).select('file_name')
  const names = new Set(present.map((document) => document.fileName.toLowerCase()))
  const missing = documents.filter((document) => !names.has(document.fileName.toLowerCase()))
  await copyDocuments(missing, copy, trx, trackCopies(trx))
}
