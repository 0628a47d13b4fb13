import {
  addDays,
  CONTRACT_DAYS,
  contractEndDate,
  contractState,
  remainingDays,
} from '#services/contracts/contract_term'
import { UNLIMITED_WORKERS } from '@posted-workers/domain'
import { CONTRACT_MONTHS } from '#services/pricing/pricing'

/** A renewal starts the day after the latest contract of the country ends, or today if that one has expired. */
export function renewalStartDate(latestEndDate: string, today: string) {
  const next = addDays(latestEndDate, 1)
  return next > today ? next : today
}

export function renewalPeriod(latestEndDate: string, today: string) {
  const startDate = renewalStartDate(latestEndDate, today)
  return { startDate, endDate: contractEndDate(startDate) }
}

/** The fewest workers a renewal may buy: 1 for an admin, otherwise the latest allowance (null: unlimited). */
export function minimumRenewalWorkers(latestAllowed: number | null, isAdmin: boolean) {
  if (isAdmin) return 1
  return latestAllowed ?? UNLIMITED_WORKERS
}

export type RenewalWorkersRefusal = 'belowMinimum' | 'unlimitedOnly'

/**
 * Whether a renewal may buy `chosen` workers (null: unlimited, always enough). A customer renewing an unlimited
 * contract may only renew it unlimited.
 */
export function renewalWorkersRefusal(
  latestAllowed: number | null,
  chosen: number | null,
  isAdmin: boolean
): RenewalWorkersRefusal | null {
  if (chosen === null || chosen >= minimumRenewalWorkers(latestAllowed, isAdmin)) return null
  return latestAllowed === null ? 'unlimitedOnly' : 'belowMinimum'
}

/** The minimum the renewal form shows: null when only unlimited is accepted. */
export function renewalMinimumShown(latestAllowed: number | null, isAdmin: boolean) {
  return !isAdmin && latestAllowed === null ? null : minimumRenewalWorkers(latestAllowed, isAdmin)
}

/** Worker numbers an upgrade may offer: only above the current allowance, up to the package maximum. */
export function upgradeWorkerOptions(currentAllowed: number | null, packageMax: number | null) {
  if (currentAllowed === null) return []
  const max = Math.min(packageMax ?? UNLIMITED_WORKERS, UNLIMITED_WORKERS)
  const options: number[] = []
  for (let workers = currentAllowed + 1; workers <= max; workers++) options.push(workers)
  return options
}

/** A package cannot serve an allowance above its maximum (no maximum counts as 9999). */
export function isPackageDisabledForUpgrade(currentAllowed: number | null, packageMax: number | null) {
  const allowed = currentAllowed ?? Number.POSITIVE_INFINITY
  return allowed > (packageMax ?? UNLIMITED_WORKERS)
}

/**
 * Months left of a contract for an upgrade, rounded up, in months of 183 / 6 = 30.5 days, and never more than the
 * contract has: min(6, ceil(remainingDays × 6 / 183)). A whole contract (183 or 182 days) is 6, 152 days is 5,
 * 31 days is 2, 30 days and the last day are 1. Integer arithmetic: no rounding error at the edges.
 */
export function monthsLeft(endDate: string, today: string) {
  const days = remainingDays(endDate, today)
  return Math.min(CONTRACT_MONTHS, Math.ceil((days * CONTRACT_MONTHS) / CONTRACT_DAYS))
}

/** An upgrade costs the monthly difference for every month left; the contract keeps its end date. */
export function upgradePriceCents(
  currentMonthlyCents: number,
  newMonthlyCents: number,
  endDate: string,
  today: string
) {
  return Math.max(0, newMonthlyCents - currentMonthlyCents) * monthsLeft(endDate, today)
}

export interface Allowance {
  /** null: unlimited. */
  allowedNumberOfWorkers: number | null
  packageSignature: string | null
}

export type UpgradeChange = 'unchanged' | 'grows' | 'alreadyUnlimited' | 'notGrowing'

/**
 * What an upgrade row does to a running contract: the same package and number change nothing; otherwise the
 * allowance must grow (a higher number, or unlimited), which an unlimited contract never can.
 */
export function upgradeChange(current: Allowance, next: Allowance): UpgradeChange {
  if (
    next.allowedNumberOfWorkers === current.allowedNumberOfWorkers &&
    next.packageSignature === current.packageSignature
  ) {
    return 'unchanged'
  }
  if (current.allowedNumberOfWorkers === null) return 'alreadyUnlimited'
  if (next.allowedNumberOfWorkers === null || next.allowedNumberOfWorkers > current.allowedNumberOfWorkers) {
    return 'grows'
  }
  return 'notGrowing'
}

export interface CountryContract {
  id: number
  representativeCountryId: number
  startDate: string
  endDate: string
}

function endsLater<T extends CountryContract>(a: T, b: T) {
  return a.endDate > b.endDate || (a.endDate === b.endDate && a.id > b.id)
}

/** The latest contract of each country: the one ending last (the newest one on a tie). */
export function latestPerCountry<T extends CountryContract>(contracts: T[]) {
  const latest = new Map<number, T>()
  for (const contract of contracts) {
    const known = latest.get(contract.representativeCountryId)
    if (!known || endsLater(contract, known)) latest.set(contract.representativeCountryId, contract)
  }
  return [...latest.values()]
}

/** The active contract ending last, of one country or of any: an upgrade's reference. */
export function latestActive<T extends CountryContract>(contracts: T[], today: string, countryId?: number) {
  let found: T | null = null
  for (const contract of contracts) {
    if (countryId !== undefined && contract.representativeCountryId !== countryId) continue
    if (contractState(contract, today) !== 'active') continue
    if (!found || endsLater(contract, found)) found = contract
  }
  return found
}
