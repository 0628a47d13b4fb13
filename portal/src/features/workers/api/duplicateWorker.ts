import type { ApiClient } from '../../../lib/api'
import type { Worker } from '../types'
import { companyPath } from './base'

/** Copies the worker and its documents into another contract (`targetContractId`) of the company. */
export function duplicateWorker(
  api: ApiClient,
  companyId: number,
  contractId: number,
  workerId: number,
  targetContractId: number
) {
  return api.post<{ duplicated: boolean; worker: Worker }>(
    `${companyPath(companyId)}/contract/${contractId}/worker/${workerId}/duplicate`,
    { contract: targetContractId }
  )
}
