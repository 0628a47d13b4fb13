import { PROVIDER, paths } from '@/config/paths'
import type { Language } from '@/i18n/languages'
import type { ApiClient } from '@/lib/api'
import { useApiMutation } from '@/lib/queries'
import { companyWorkersKey } from '@/features/workers'

const driverPath = (companyId: number, driverId: number) =>
  `/${PROVIDER}/company/${companyId}/drivers/${driverId}`

/** GET …/drivers/{driverId}/export: a ZIP of the driver's data (driver.json) and files, streamed to disk. */
export const driverExportUrl = (lang: Language, companyId: number, driverId: number) =>
  paths.api(lang, `${driverPath(companyId, driverId)}/export`)

/**
 * POST …/drivers/{driverId}/erase: the driver's personal data and files erased for good, or refused with the reason
 * (a posting running, an inspector's request), which the dialog shows itself.
 */
export function eraseDriver(api: ApiClient, companyId: number, driverId: number) {
  return api.post<{ erased: boolean }>(`${driverPath(companyId, driverId)}/erase`, undefined, { quiet: true })
}

/** Erased, he leaves the roster and every contract's list. */
export function useEraseDriver(companyId: number) {
  return useApiMutation(
    (api, driverId: number) => eraseDriver(api, companyId, driverId),
    () => [companyWorkersKey(companyId)]
  )
}
