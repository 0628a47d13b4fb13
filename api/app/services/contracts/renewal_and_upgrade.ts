import { addDays, contractEndDate, remainingDays } from '#services/contracts/contract_term'
import { UNLIMITED_MAX_WORKERS } from '#services/pricing/pricing'

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
  return latestAllowed ?? UNLIMITED_MAX_WORKERS
}

/** Worker numbers an upgrade may offer: only above the current allowance, up to the package maximum. */
export function upgradeWorkerOptions(currentAllowed: number | null, packageMax: number | null) {
  if (currentAllowed === null) return []
  const max = Math.min(packageMax ?? UNLIMITED_MAX_WORKERS, UNLIMITED_MAX_WORKERS)
  const options: number[] = []
  for (let workers = currentAllowed + 1; workers <= max; workers++) options.push(workers)
  return options
}

/** A package cannot serve an allowance above its maximum (no maximum counts as 9999). */
export function isPackageDisabledForUpgrade(currentAllowed: number | null, packageMax: number | null) {
  const allowed = currentAllowed ?? Number.POSITIVE_INFINITY
  return allowed > (packageMax ?? UNLIMITED_MAX_WORKERS)
}

/** Whole months left, rounded up: 31 days is two months, 30 is one, the last day is one. */
export function monthsLeft(endDate: string, today: string) {
  return Math.ceil(remainingDays(endDate, today) / 30)
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
