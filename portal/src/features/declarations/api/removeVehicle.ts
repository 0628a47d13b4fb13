import type { OperatorAnswer } from '@posted-workers/domain'
import type { ApiClient } from '@/lib/api'
import { useApiMutation } from '@/lib/queries'
import { companyPath, declarationsKey } from './base'

/** POST /{provider}/company/{id}/vehicle/{vehicleId}/remove. */
export function removeVehicle(api: ApiClient, companyId: number, vehicleId: number) {
  return api.post<{ operator: OperatorAnswer }>(`${companyPath(companyId)}/vehicle/${vehicleId}/remove`)
}

export function useRemoveVehicle(companyId: number) {
  return useApiMutation(
    (api, vehicleId: number) => removeVehicle(api, companyId, vehicleId),
    () => [declarationsKey(companyId)]
  )
}
