import drive from '@adonisjs/drive/services/main'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Worker from '#models/worker'
import WorkerDocument from '#models/worker_document'
import { newDocumentKey } from '#services/workers/stored_files'
import { identityOf } from '#services/workers/worker_fields'

/**
 * Copies a worker and its documents into a contract of the same company, inside the caller's transaction. The
 * stored files are copied under new keys (removing one copy never touches the other's files); each new key is
 * pushed to `copiedKeys` as soon as it is written, so the caller can delete them when the transaction fails. A copy
 * `carried` into a renewal remembers its source.
 */
export async function copyWorker(
  source: Worker,
  contractId: number,
  trx: TransactionClientContract,
  copiedKeys: string[],
  options: { carried?: boolean } = {}
) {
  const copy = await Worker.create(
    {
      companyId: source.companyId,
      workerContractId: contractId,
      carriedFromWorkerId: options.carried ? source.id : null,
      ...identityOf(source),
    },
    { client: trx }
  )
  // A caller copying many workers preloads their documents in one query.
  const documents =
    'documents' in source.$preloaded
      ? source.documents
      : await WorkerDocument.query({ client: trx }).where('worker_id', source.id).orderBy('id')
  await copyDocuments(documents, copy, trx, copiedKeys)
  return { worker: copy, documentsCount: documents.length }
}

/** Copies documents (their stored files under new keys) to another worker, inside the caller's transaction. */
export async function copyDocuments(
  documents: WorkerDocument[],
  target: Worker,
  trx: TransactionClientContract,
  copiedKeys: string[]
) {
  for (const document of documents) {
    const key = newDocumentKey(target.companyId, target.id)
    await drive.use().copy(document.fileKey, key)
    copiedKeys.push(key)
    await WorkerDocument.create(
      {
        workerId: target.id,
        fileName: document.fileName,
        category: document.category,
        mime: document.mime,
        sizeBytes: document.sizeBytes,
        fileKey: key,
      },
      { client: trx }
    )
  }
}
