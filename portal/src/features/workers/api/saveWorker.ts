import type { ApiClient, ApiResult } from '@/lib/api'
import { useApiMutation } from '@/lib/queries'
import type { Worker, WorkerFields } from '../types'
import { companyPath, companyWorkersKey } from './base'

export const WORKER_FIELDS = [
  'civility',
  'firstName',
  'lastName',
  'dateOfBirth',
  'cityOfBirth',
  'countryCodeOfBirth',
  'countryCodeOfNationality',
] as const satisfies readonly (keyof WorkerFields)[]

export function createWorker(api: ApiClient, companyId: number, contractId: number, fields: WorkerFields) {
  return api.post<{ created: boolean; worker: Worker }>(
    `${companyPath(companyId)}/contract/${contractId}/worker/create`,
    fields,
    { fields: WORKER_FIELDS }
  )
}

export function updateWorker(api: ApiClient, companyId: number, workerId: number, fields: WorkerFields) {
  return api.post<{ updated: boolean; worker: Worker }>(
    `${companyPath(companyId)}/worker/${workerId}/update`,
    fields,
    { fields: WORKER_FIELDS }
  )
}

/**
 * Creates a driver on the contract, or updates `worker`: either way (and maybe carried into a renewal) the company's
 * workers lists are asked again.
 */
export function useSaveWorker(companyId: number, contractId: number, worker: Worker | null) {
  return useApiMutation(
    (api, fields: WorkerFields): Promise<ApiResult<unknown>> =>
      worker
        ? updateWorker(api, companyId, worker.id, fields)
        : createWorker(api, companyId, contractId, fields),
    () => [companyWorkersKey(companyId)]
  )
}
