import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/**
 * Ends postings inside the caller's transaction: each posting's own documents (a work contract, a posting
 * declaration) and its row go; the driver and the documents of the person stay on the roster. Returns the stored
 * files of the removed documents, for the caller to delete once committed.
 */
export async function removePostings(workerIds: number[], trx: TransactionClientContract) {
  if (workerIds.length === 0) return []
  const documents: { file_key: string }[] = await trx
    .from('worker_documents')
    .whereIn('worker_id', workerIds)
    .select('file_key')
  await trx.from('worker_documents').whereIn('worker_id', workerIds).delete()
  await trx.from('workers').whereIn('id', workerIds).delete()
  return documents.map((document) => document.file_key)
}
