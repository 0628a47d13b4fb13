import type { Language } from '@/i18n/languages'
import type { Translate } from '@/i18n/messages'
import { countryName } from '@/lib/countryName'
import type { Contract } from '../types'

/** Days before the end from which an active contract is shown as expiring (the reminders' window). */
export const EXPIRING_WINDOW_DAYS = 30

/** The country code a customer reads on a tab: EU for the Mobility Package. */
export function contractCode(contract: Contract): string {
  return contract.representativeCountry.isMobilityPackage ? 'EU' : contract.representativeCountry.code
}

/** One country's tab. */
export type CountryTab = {
  code: string
  /** What the tab is about: the contract covering the drivers today, else the country's latest one. */
  contract: Contract
  /** A renewal already validated that starts after the running contract, shown beside it. */
  renewal: Contract | null
}

function latestFirst(a: Contract, b: Contract): number {
  return b.startDate.localeCompare(a.startDate) || b.id - a.id
}

/**
 * One tab per country. While a renewal is scheduled the tab stays on the running contract (its drivers are covered
 * by it today) with the renewal beside it; otherwise the tab shows the country's latest contract. The order never
 * depends on the contracts' states: the Mobility Package first, then the countries by their name in the page's
 * language.
 */
export function contractTabs(contracts: readonly Contract[], lang: Language): CountryTab[] {
  const byCode = new Map<string, Contract[]>()
  for (const contract of contracts) {
    const code = contractCode(contract)
    byCode.set(code, [...(byCode.get(code) ?? []), contract])
  }
  const tabs: CountryTab[] = []
  for (const [code, group] of byCode) {
    const sorted = [...group].sort(latestFirst)
    const running = sorted.find((contract) => contract.state === 'active')
    const renewal = running
      ? ([...sorted]
          .reverse()
          .find((contract) => contract.state === 'scheduled' && contract.startDate > running.endDate) ?? null)
      : null
    tabs.push({ code, contract: running ?? sorted[0], renewal })
  }
  const name = (tab: CountryTab) => countryName(tab.code, lang)
  return tabs.sort(
    (a, b) =>
      Number(b.contract.representativeCountry.isMobilityPackage) -
        Number(a.contract.representativeCountry.isMobilityPackage) || name(a).localeCompare(name(b), lang)
  )
}

/** The first tab that is not expired, else the first one; null when there is none. */
export function defaultTab(tabs: readonly CountryTab[]): string | null {
  const first = tabs.find((tab) => tab.contract.state !== 'expired') ?? tabs[0]
  return first ? first.code : null
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
