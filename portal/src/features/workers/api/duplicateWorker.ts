import type { ApiClient } from '@/lib/api'
import { useApiMutation } from '@/lib/queries'
import type { Worker } from '../types'
import { companyPath, companyWorkersKey } from './base'

/** Posts the same driver on another contract (`targetContractId`) of the company: no copy, his own documents follow. */
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

/** The driver appears in another contract's list (and the roster): every workers list of the company is asked again. */
export function useDuplicateWorker(companyId: number, contractId: number, workerId: number) {
  return useApiMutation(
    (api, targetContractId: number) =>
      duplicateWorker(api, companyId, contractId, workerId, targetContractId),
    () => [companyWorkersKey(companyId)]
  )
}
