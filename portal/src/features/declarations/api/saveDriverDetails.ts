import type { DriverDetailsAnswer } from '@posted-workers/domain'
import { companyWorkersKey } from '@/features/workers'
import type { ApiClient } from '@/lib/api'
import { useApiMutation } from '@/lib/queries'
import { companyPath, declarationsKey } from './base'

export const DRIVER_DETAIL_FIELDS = [
  'addressLine1',
  'addressLine2',
  'postalCode',
  'city',
  'addressCountryCode',
  'licenceNumber',
  'licenceCountryCode',
  'driverCardNumber',
  'employmentStartDate',
  'employmentLawCountryCode',
] as const satisfies readonly (keyof DriverDetailsAnswer)[]
export type DriverDetailValues = Record<(typeof DRIVER_DETAIL_FIELDS)[number], string>

/** POST /{provider}/company/{id}/driver/{driverId}/details: what IMI asks of a driver (empty: none). */
export function saveDriverDetails(
  api: ApiClient,
  companyId: number,
  driverId: number,
  values: DriverDetailValues
) {
  return api.post<{ details: DriverDetailsAnswer }>(
    `${companyPath(companyId)}/driver/${driverId}/details`,
    values,
    {
      fields: DRIVER_DETAIL_FIELDS,
    }
  )
}

/** Saved, the roster shows them and the register's missing fields change. */
export function useSaveDriverDetails(companyId: number, driverId: number) {
  return useApiMutation(
    (api, values: DriverDetailValues) => saveDriverDetails(api, companyId, driverId, values),
    () => [declarationsKey(companyId), companyWorkersKey(companyId)]
  )
}
