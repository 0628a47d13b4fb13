import { UNLIMITED_WORKERS as UNLIMITED_MAX_WORKERS } from '@posted-workers/domain'
import type { Introducer, NumberOfWorkers, WorkerPackage } from '../types'

/** A package without a maximum counts as this many workers (the server's rule, packages/domain). */
export { UNLIMITED_MAX_WORKERS }
/** Past this count the select stops listing numbers and offers "N or more" (unlimited) instead. */
export const MAX_LISTED_WORKERS = 50
export const DEFAULT_WORKERS = 1

/**
 * The fewest workers a row may take: a number, or `more` when only unlimited is accepted (the renewal of an
 * unlimited contract). Registration rows start at 1; renewals and upgrades start at the contract's allowance.
 */
export type WorkerFloor = number | 'more'

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index)
}

function isUnlimited(max: number | null): boolean {
  return max === null || max >= UNLIMITED_MAX_WORKERS
}

/**
 * Every number from `min` up to `max`; an unlimited `max` lists up to the listed maximum (or `min` when it is
 * higher) and adds `more`.
 */
function upTo(min: number, max: number | null, withMore: boolean): NumberOfWorkers[] {
  const last = isUnlimited(max) ? Math.max(MAX_LISTED_WORKERS, min) : (max as number)
  const numbers: NumberOfWorkers[] = range(min, last)
  return withMore || isUnlimited(max) ? [...numbers, 'more'] : numbers
}

/**
 * The choices of the number-of-workers select of a row, or null when the row has no such select (unlimited):
 * with a package, its bounds; without one, the introducer's per-worker choice when it counts workers (where
 * `more` picks its unlimited price). Nothing below `floor` is offered; an empty list means the package cannot
 * take the row's workers (its maximum is below the floor).
 */
export function workerOptions(
  pkg: WorkerPackage | null,
  introducer: Introducer | null,
  floor: WorkerFloor = DEFAULT_WORKERS
): NumberOfWorkers[] | null {
  const countsWorkers = introducer?.isNumberOfWorkersNeeded && introducer.workerPackageAmountCents !== null
  if (floor === 'more') {
    if (pkg) return isUnlimited(pkg.maxWorkers) ? ['more'] : []
    return countsWorkers ? ['more'] : null
  }
  if (pkg) return upTo(Math.max(1, pkg.minWorkers, floor), pkg.maxWorkers, false)
  // Past the introducer's maximum only its unlimited choice is left.
  if (countsWorkers) return upTo(Math.max(1, floor), introducer.workerPackageMaxNumberOfWorker, true)
  return null
}

/** Keeps the chosen number when it is still offered, else the default (or the first choice). */
export function clampWorkers(current: NumberOfWorkers, options: NumberOfWorkers[] | null): NumberOfWorkers {
  if (!options || options.length === 0) return current
  if (options.includes(current)) return current
  return options.includes(DEFAULT_WORKERS) ? DEFAULT_WORKERS : options[0]
}

/** The count the "N or more" option stands for: one past the last listed number. */
export function moreThreshold(options: NumberOfWorkers[]): number {
  const numbers = options.filter((option): option is number => typeof option === 'number')
  return numbers.length ? Math.max(...numbers) + 1 : 1
}
