import type { IdentifiedDriver } from '#models/driver'
import type WorkerDocument from '#models/worker_document'
import { identityOf } from '#services/workers/worker_fields'
import type { CarryOutcome } from '#services/workers/renewal_carry'

/** A posting as its audit lines keep it: the contract it is on, its driver and his identity. */
export function workerSnapshot(posting: { workerContractId: number }, driver: IdentifiedDriver) {
  return { workerContractId: posting.workerContractId, driverId: driver.id, ...identityOf(driver) }
}

/** Documents as their audit lines keep them: the names they were uploaded under, their categories and validity. */
export function documentsSnapshot(documents: WorkerDocument[]) {
  return {
    fileNames: documents.map((document) => document.fileName),
    categories: documents.map((document) => document.category),
    validUntilDates: documents.map((document) => document.validUntil),
  }
}

/** What happened to the driver in a scheduled renewal, when there is one (carried, updated, or the renewal full). */
export function renewalDetail(renewal: CarryOutcome | null) {
  return renewal ? { renewal: renewal.outcome } : {}
}
