import type { Introducer, NumberOfWorkers, WorkerPackage } from '../types'

/** A package without a maximum counts as this many workers (the server's rule). */
export const UNLIMITED_MAX_WORKERS = 9999
/** Past this count the select stops listing numbers and offers "N or more" (unlimited) instead. */
export const MAX_LISTED_WORKERS = 50
export const DEFAULT_WORKERS = 1

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index)
}

function isUnlimited(max: number | null): boolean {
  return max === null || max >= UNLIMITED_MAX_WORKERS
}

/** Every number up to `max`; an unlimited `max` lists up to the listed maximum and adds `more`. */
function upTo(min: number, max: number | null, withMore: boolean): NumberOfWorkers[] {
  const numbers: NumberOfWorkers[] = range(min, isUnlimited(max) ? MAX_LISTED_WORKERS : (max as number))
  return withMore || isUnlimited(max) ? [...numbers, 'more'] : numbers
}

/**
 * The choices of the number-of-workers select of a row, or null when the row has no such select (unlimited):
 * with a package, its bounds; without one, the introducer's per-worker choice when it counts workers (where
 * `more` picks its unlimited price).
 */
export function workerOptions(
  pkg: WorkerPackage | null,
  introducer: Introducer | null
): NumberOfWorkers[] | null {
  if (pkg) return upTo(Math.max(1, pkg.minWorkers), pkg.maxWorkers, false)
  if (introducer?.isNumberOfWorkersNeeded && introducer.workerPackageAmountCents !== null) {
    return upTo(1, introducer.workerPackageMaxNumberOfWorker, true)
  }
  return null
}

/** Keeps the chosen number when it is still offered, else the default (or the first choice). */
export function clampWorkers(current: NumberOfWorkers, options: NumberOfWorkers[] | null): NumberOfWorkers {
  if (!options) return current
  if (options.includes(current)) return current
  return options.includes(DEFAULT_WORKERS) ? DEFAULT_WORKERS : options[0]
}

/** The count the "N or more" option stands for: one past the last listed number. */
export function moreThreshold(options: NumberOfWorkers[]): number {
  const numbers = options.filter((option): option is number => typeof option === 'number')
  return numbers.length ? Math.max(...numbers) + 1 : 1
}
