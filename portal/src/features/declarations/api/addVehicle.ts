import type { OperatorAnswer } from '@posted-workers/domain'
import type { ApiClient } from '@/lib/api'
import { useApiMutation } from '@/lib/queries'
import { companyPath, declarationsKey } from './base'

export type VehicleValues = { plate: string; countryCode: string }

/** POST /{provider}/company/{id}/vehicles: a vehicle added to the fleet (its plate normalised by the server). */
export function addVehicle(api: ApiClient, companyId: number, values: VehicleValues) {
  return api.post<{ operator: OperatorAnswer }>(`${companyPath(companyId)}/vehicles`, values, {
    fields: ['plate', 'countryCode'],
  })
}

export function useAddVehicle(companyId: number) {
  return useApiMutation(
    (api, values: VehicleValues) => addVehicle(api, companyId, values),
    () => [declarationsKey(companyId)]
  )
}
