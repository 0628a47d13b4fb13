import type Worker from '#models/worker'
import type WorkerDocument from '#models/worker_document'
import { identityOf } from '#services/workers/worker_fields'
import type { CarryOutcome } from '#services/workers/renewal_carry'

/** A worker as its audit lines keep it: the contract it is on and its identity. */
export function workerSnapshot(worker: Worker) {
  return { workerContractId: worker.workerContractId, ...identityOf(worker) }
}

/** Documents as their audit lines keep them: the names they were uploaded under and their categories. */
export function documentsSnapshot(documents: WorkerDocument[]) {
  return {
    fileNames: documents.map((document) => document.fileName),
    categories: documents.map((document) => document.category),
  }
}

/** What happened to the driver in a scheduled renewal, when there is one (carried, updated, or the renewal full). */
export function renewalDetail(renewal: CarryOutcome | null) {
  return renewal ? { renewal: renewal.outcome } : {}
}
