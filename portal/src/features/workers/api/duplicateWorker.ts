import type { ApiClient } from '@/lib/api'
import { useApiMutation } from '@/lib/queries'
import type { Worker } from '../types'
import { companyPath, companyWorkersKey } from './base'

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

/** The copy lands in another contract: every workers list of the company is asked again. */
export function useDuplicateWorker(companyId: number, contractId: number, workerId: number) {
  return useApiMutation(
    (api, targetContractId: number) =>
      duplicateWorker(api, companyId, contractId, workerId, targetContractId),
    () => [companyWorkersKey(companyId)]
  )
}
