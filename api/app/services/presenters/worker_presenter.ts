import env from '#start/env'
import type Worker from '#models/worker'
import type WorkerDocument from '#models/worker_document'
import { identityOf } from '#services/workers/worker_fields'
import type { WorkerAnswer, WorkerDocumentAnswer } from '@posted-workers/domain'

/** A worker as the portal lists it; `documentsCount` from withCount('documents') when loaded. */
export function presentWorker(worker: Worker, documentsCount?: number): WorkerAnswer {
  return {
    id: worker.id,
    ...identityOf(worker),
    workerContractId: worker.workerContractId,
    companyId: worker.companyId,
    documentsCount: documentsCount ?? Number(worker.$extras.documents_count ?? 0),
    createdAt: worker.createdAt.toUTC().startOf('second').toISO()!,
  }
}

export function presentDocument(
  document: WorkerDocument,
  lang: string,
  companyId: number
): WorkerDocumentAnswer {
  const provider = env.get('PROVIDER_SEGMENT')
  return {
    id: document.id,
    fileName: document.fileName,
    category: document.category,
    mime: document.mime,
    sizeBytes: document.sizeBytes,
    createdAt: document.createdAt.toUTC().startOf('second').toISO()!,
    downloadUrl: `/${lang}/api/${provider}/workers/company/${companyId}/document/${document.id}/download`,
  }
}
