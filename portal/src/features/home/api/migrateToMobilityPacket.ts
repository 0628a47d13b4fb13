import { PROVIDER } from '@/config/paths'
import type { ApiClient } from '@/lib/api'
import { companyKey } from '@/lib/api/company'
import { useApiMutation } from '@/lib/queries'

/** Approves the Mobility Package terms; idempotent. Errors are toasted by the client. */
export function migrateToMobilityPacket(api: ApiClient, companyId: number) {
  return api.post<{ migrated: boolean }>(`/${PROVIDER}/company/${companyId}/migrateToMobilityPacket`)
}

/** Migrated, the company's answer (its migration flag) is asked again. */
export function useMigrateToMobilityPacket(companyId: number) {
  return useApiMutation(
    (api, _: void) => migrateToMobilityPacket(api, companyId),
    () => [companyKey(companyId)]
  )
}
