import type { ApiClient } from '../../../lib/api'
import type { Worker, WorkerFields } from '../types'
import { companyPath } from './base'

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
