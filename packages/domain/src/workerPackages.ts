import { UNLIMITED_WORKERS } from './limits.js'

/**
 * The worker packages a representative country or a business introducer offers, as an admin edits them. One rule
 * for the back-office's editor and the api: the editor shows the refusals the api would answer, row by row.
 */
export interface WorkerPackageDraft {
  minWorkers: number | null
  /** null: no maximum (counted as UNLIMITED_WORKERS). */
  maxWorkers: number | null
  perWorkerAmountCents: number | null
  fixedAmountCents: number | null
}

export type WorkerPackageField = 'minWorkers' | 'maxWorkers' | 'perWorkerAmountCents' | 'fixedAmountCents'

export const WORKER_PACKAGE_REFUSALS = [
  /** minWorkers missing, not a whole number, below 1 or above UNLIMITED_WORKERS. */
  'minInvalid',
  /** maxWorkers not a whole number or above UNLIMITED_WORKERS. */
  'maxInvalid',
  'maxBelowMin',
  /** Neither a per-worker nor a fixed amount. */
  'amountMissing',
  /** Both a per-worker and a fixed amount. */
  'amountBoth',
  /** An amount that is not a whole number of cents above 0. */
  'amountInvalid',
  /** Its worker range shares a number with an earlier package's. */
  'overlap',
  /**
   * Same kind and amount as an earlier package: an order names its package by kind and amount ('w|4', 'f|100'),
   * so two such packages could not be told apart.
   */
  'sameAmount',
] as const
export type WorkerPackageRefusal = (typeof WORKER_PACKAGE_REFUSALS)[number]

export interface WorkerPackageProblem {
  /** The package's index in the list (0-based); messages show index + 1. */
  index: number
  field: WorkerPackageField
  reason: WorkerPackageRefusal
  /** The earlier package (0-based) an overlap or a same amount is with. */
  other?: number
}

const isCount = (value: number | null): value is number =>
  value !== null && Number.isInteger(value) && value >= 1 && value <= UNLIMITED_WORKERS

const isAmount = (value: number) => Number.isInteger(value) && value > 0

/** The problems of one package on its own, at most one per field. */
function ownProblems(draft: WorkerPackageDraft, index: number): WorkerPackageProblem[] {
  const problems: WorkerPackageProblem[] = []
  if (!isCount(draft.minWorkers)) problems.push({ index, field: 'minWorkers', reason: 'minInvalid' })
  if (draft.maxWorkers !== null) {
    if (!isCount(draft.maxWorkers)) problems.push({ index, field: 'maxWorkers', reason: 'maxInvalid' })
    else if (isCount(draft.minWorkers) && draft.maxWorkers < draft.minWorkers) {
      problems.push({ index, field: 'maxWorkers', reason: 'maxBelowMin' })
    }
  }
  const { perWorkerAmountCents: perWorker, fixedAmountCents: fixed } = draft
  if (perWorker === null && fixed === null) {
    problems.push({ index, field: 'perWorkerAmountCents', reason: 'amountMissing' })
  } else if (perWorker !== null && fixed !== null) {
    problems.push({ index, field: 'fixedAmountCents', reason: 'amountBoth' })
  } else if (perWorker !== null && !isAmount(perWorker)) {
    problems.push({ index, field: 'perWorkerAmountCents', reason: 'amountInvalid' })
  } else if (fixed !== null && !isAmount(fixed)) {
    problems.push({ index, field: 'fixedAmountCents', reason: 'amountInvalid' })
  }
  return problems
}

/** The worker range of a package whose bounds are right; null otherwise. */
function rangeOf(draft: WorkerPackageDraft): [number, number] | null {
  if (!isCount(draft.minWorkers)) return null
  const max = draft.maxWorkers ?? UNLIMITED_WORKERS
  return isCount(max) && max >= draft.minWorkers ? [draft.minWorkers, max] : null
}

function signatureOf(draft: WorkerPackageDraft) {
  if (draft.perWorkerAmountCents !== null && draft.fixedAmountCents === null) {
    return `w|${draft.perWorkerAmountCents}`
  }
  if (draft.fixedAmountCents !== null && draft.perWorkerAmountCents === null) {
    return `f|${draft.fixedAmountCents}`
  }
  return null
}

/**
 * Every problem of a list of packages, in row order: each package's own (bounds, exactly one amount above 0), then
 * each against the earlier ones (worker ranges may not share a number; kind and amount may not repeat). An empty
 * list is right: the country's or introducer's own prices apply.
 */
export function workerPackageProblems(drafts: readonly WorkerPackageDraft[]): WorkerPackageProblem[] {
  const problems: WorkerPackageProblem[] = []
  drafts.forEach((draft, index) => {
    const own = ownProblems(draft, index)
    problems.push(...own)
    const range = rangeOf(draft)
    if (range) {
      const other = drafts.slice(0, index).findIndex((earlier) => {
        const earlierRange = rangeOf(earlier)
        return earlierRange !== null && earlierRange[0] <= range[1] && range[0] <= earlierRange[1]
      })
      if (other >= 0) problems.push({ index, field: 'minWorkers', reason: 'overlap', other })
    }
    const signature = own.some((problem) => problem.reason.startsWith('amount')) ? null : signatureOf(draft)
    if (signature) {
      const other = drafts.slice(0, index).findIndex((earlier) => signatureOf(earlier) === signature)
      if (other >= 0) {
        const field = draft.perWorkerAmountCents !== null ? 'perWorkerAmountCents' : 'fixedAmountCents'
        problems.push({ index, field, reason: 'sameAmount', other })
      }
    }
  })
  return problems
}

/**
 * The packages offered for a country row (ARCHITECTURE.md, "Pricing"): a business introducer's own when it has
 * some, else the country's. The api prices orders with it; the order form offers what it answers.
 */
export function offeredPackages<Package>(
  country: { workerPackages: Package[] } | undefined,
  introducer: { workerPackages: Package[] } | null
): Package[] {
  if (introducer && introducer.workerPackages.length > 0) return introducer.workerPackages
  return country?.workerPackages ?? []
}
