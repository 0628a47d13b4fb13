import { PROVIDER } from '../../../config/paths'
import type { ApiClient } from '../../../lib/api'

/** The parts of the dashboard calls the home banners read (API.md, "Dashboard: contracts and invoices"). */
export type ContractState = 'active' | 'scheduled' | 'expired'
export type HomeContract = { id: number; state: ContractState }
export type HomeCountry = {
  id: number
  code: string
  isMobilityPackage: boolean
  /** Download paths by language (`fr`, `pl`); null when no document was uploaded. */
  termsOfSales: Partial<Record<string, string | null>>
}

/** The company's migration flag (the same call as the company page). */
export function getCompanyMigration(api: ApiClient, companyId: number) {
  return api.get<{ company: { id: number; migratedToMobilityPacket: boolean } }>(
    `/${PROVIDER}/company/${companyId}`
  )
}

export function listCompanyContracts(api: ApiClient, companyId: number) {
  return api.get<{ workerContracts: HomeContract[] }>(`/${PROVIDER}/company/${companyId}/contracts`)
}

export function listCountries(api: ApiClient) {
  return api.get<{ countries: HomeCountry[] }>('/representativeCountries/list?getAll=true')
}

/** Approves the Mobility Package terms; idempotent. Errors are toasted by the client. */
export function migrateToMobilityPacket(api: ApiClient, companyId: number) {
  return api.post<{ migrated: boolean }>(`/${PROVIDER}/company/${companyId}/migrateToMobilityPacket`)
}
