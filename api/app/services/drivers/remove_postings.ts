import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { todayUtc } from '#services/contracts/contract_term'
import { removedPostingEnd } from '#services/privacy/retention'

/**
 * Ends postings inside the caller's transaction: each posting's own documents (a work contract, a posting
 * declaration) and its row go; the driver and the documents of the person stay on the roster, and keep the day his
 * last removed posting ended (his retention counts from it: services/privacy/retention.ts). Returns the stored
 * files of the removed documents, for the caller to delete once committed.
 */
export async function removePostings(
  workerIds: number[],
  trx: TransactionClientContract,
  today = todayUtc()
) {
  if (workerIds.length === 0) return []
  const ended: { driverId: number; endDate: string }[] = await trx
    .from('workers')
    .join('worker_contracts', 'worker_contracts.id', 'workers.worker_contract_id')
    .whereIn('workers.id', workerIds)
    .select('workers.driver_id as driverId', 'worker_contracts.end_date as endDate')
  for (const posting of ended) {
    const day = removedPostingEnd(posting.endDate, today)
    await trx
      .from('drivers')
      .where('id', posting.driverId)
      .where((query) => query.whereNull('last_posting_ended_on').orWhere('last_posting_ended_on', '<', day))
      .update({ last_posting_ended_on: day })
  }
  const documents: { file_key: string }[] = await trx
    .from('worker_documents')
    .whereIn('worker_id', workerIds)
    .select('file_key')
  await trx.from('worker_documents').whereIn('worker_id', workerIds).delete()
  await trx.from('workers').whereIn('id', workerIds).delete()
  return documents.map((document) => document.file_key)
}
