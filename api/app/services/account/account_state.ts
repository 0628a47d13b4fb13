import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Company from '#models/company'
import WorkerContract from '#models/worker_contract'
import WorkerRequest from '#models/worker_request'
import { latestActive, latestPerCountry } from '#services/contracts/renewal_and_upgrade'
import { PENDING_STATUSES } from '#services/requests/request_transitions'

/**
 * What a company may renew or upgrade today: its contracts (country with packages, introducer with packages), the
 * latest of each country, the running contract an upgrade refers to, and the request still waiting for its money.
 */
export interface AccountState {
  company: Company
  today: string
  contracts: WorkerContract[]
  /** The latest contract of each country, the Mobility Package first, then by country name. */
  latest: WorkerContract[]
  /** The active contract ending last: its introducer prices upgrades, its end date ends added countries. */
  reference: WorkerContract | null
  pendingRequest: WorkerRequest | null
  /** The transaction the state was read in, when there is one: what prices it reads from must use it too. */
  trx?: TransactionClientContract
}

export async function loadAccountState(
  company: Company,
  today: string,
  trx?: TransactionClientContract
): Promise<AccountState> {
  const contracts = await WorkerContract.query({ client: trx })
    .where('company_id', company.id)
    .preload('representativeCountry', (country) => country.preload('workerPackages'))
    .preload('businessIntroducer', (introducer) => introducer.preload('workerPackages'))
    .orderBy('id')
  const pendingRequest = await WorkerRequest.query({ client: trx })
    .where('company_id', company.id)
    .whereIn('status', PENDING_STATUSES)
    .preload('lines', (lines) =>
      lines.preload('representativeCountry').preload('sourceWorkerContract').orderBy('id')
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .first()

  const latest = latestPerCountry(contracts).sort((a, b) => {
    const [countryA, countryB] = [a.representativeCountry, b.representativeCountry]
    if (countryA.isMobilityPackage !== countryB.isMobilityPackage) return countryA.isMobilityPackage ? -1 : 1
    return countryA.name.localeCompare(countryB.name)
  })
  return { company, today, contracts, latest, reference: latestActive(contracts, today), pendingRequest, trx }
}

/** Why the company may not upgrade today (a translation key), or null. */
export function upgradeRefusal(state: AccountState) {
  if (state.pendingRequest) return 'renewal.pendingRequest'
  if (!state.company.migratedToMobilityPacket) return 'renewal.notMigrated'
  if (!state.reference) return 'renewal.upgrade.noActiveContract'
  return null
}

/** Why the company may not renew today (a translation key), or null. */
export function renewalRefusal(state: AccountState) {
  if (state.pendingRequest) return 'renewal.pendingRequest'
  if (!state.company.migratedToMobilityPacket) return 'renewal.notMigrated'
  return null
}
