import type { Translate } from '../../../i18n/messages'
import type { Contract, ContractState } from '../types'

/** Days before the end from which an active contract is shown as expiring (the reminders' window). */
export const EXPIRING_WINDOW_DAYS = 30

const STATE_ORDER: Record<ContractState, number> = { active: 0, scheduled: 1, expired: 2 }

/** The country code a customer reads on a tab: EU for the Mobility Package. */
export function contractCode(contract: Contract): string {
  return contract.representativeCountry.isMobilityPackage ? 'EU' : contract.representativeCountry.code
}

function isMoreRecent(candidate: Contract, current: Contract): boolean {
  if (candidate.startDate !== current.startDate) return candidate.startDate > current.startDate
  return candidate.id > current.id
}

/**
 * One contract per country, the one starting last (so a scheduled renewal replaces the running contract);
 * active first, then scheduled, then expired; the Mobility Package, then the codes alphabetically, within a state.
 */
export function contractTabs(contracts: readonly Contract[]): Contract[] {
  const latest = new Map<string, Contract>()
  for (const contract of contracts) {
    const code = contractCode(contract)
    const current = latest.get(code)
    if (!current || isMoreRecent(contract, current)) latest.set(code, contract)
  }
  return [...latest.values()].sort(
    (a, b) =>
      STATE_ORDER[a.state] - STATE_ORDER[b.state] ||
      Number(b.representativeCountry.isMobilityPackage) - Number(a.representativeCountry.isMobilityPackage) ||
      contractCode(a).localeCompare(contractCode(b))
  )
}

/** The first tab that is not expired, else the first one; null when there is none. */
export function defaultTab(tabs: readonly Contract[]): string | null {
  const first = tabs.find((contract) => contract.state !== 'expired') ?? tabs[0]
  return first ? contractCode(first) : null
}

export function tabLabel(contract: Contract, t: Translate): string {
  const code = contractCode(contract)
  return contract.state === 'expired' ? t('contracts.tabExpired', { code }) : code
}

/** Highlighted in the summary: an active contract in its last days. */
export function isExpiring(contract: Contract): boolean {
  return (
    contract.state === 'active' &&
    contract.remainingDays !== null &&
    contract.remainingDays <= EXPIRING_WINDOW_DAYS
  )
}

/** null is the unlimited package. */
export function formatAllowedWorkers(allowed: number | null): string {
  return allowed === null ? '∞' : String(allowed)
}

/** The details of an expired contract (its representative) are for admins; its invoices stay visible to all. */
export function showsRepresentative(contract: Contract, isAdmin: boolean): boolean {
  return isAdmin || contract.state !== 'expired'
}
