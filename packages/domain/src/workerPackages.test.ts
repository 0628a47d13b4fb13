import { describe, expect, it } from 'vitest'
import {
  offeredPackages,
  UNLIMITED_WORKERS,
  workerPackageProblems,
  type WorkerPackageDraft,
} from './index.js'

const perWorker = (min: number | null, max: number | null, cents: number): WorkerPackageDraft => ({
  minWorkers: min,
  maxWorkers: max,
  perWorkerAmountCents: cents,
  fixedAmountCents: null,
})
const fixed = (min: number | null, max: number | null, cents: number): WorkerPackageDraft => ({
  minWorkers: min,
  maxWorkers: max,
  perWorkerAmountCents: null,
  fixedAmountCents: cents,
})

describe('workerPackageProblems', () => {
  it.each([
    ['no package', []],
    ['the reference data: 4 EUR per worker from 1 to 12', [perWorker(1, 12, 400)]],
    ['adjacent ranges', [perWorker(1, 12, 400), fixed(13, 20, 6000), perWorker(21, null, 300)]],
    ['one worker exactly', [fixed(5, 5, 1000)]],
    ['an unlimited package up to the unlimited count', [perWorker(1, UNLIMITED_WORKERS, 400)]],
    ['ranges given out of order', [fixed(13, null, 6000), perWorker(1, 12, 400)]],
  ])('accepts %s', (_name, drafts) => {
    expect(workerPackageProblems(drafts)).toEqual([])
  })

  it.each([
    ['min missing', [perWorker(null, 12, 400)], [{ index: 0, field: 'minWorkers', reason: 'minInvalid' }]],
    ['min 0', [perWorker(0, 12, 400)], [{ index: 0, field: 'minWorkers', reason: 'minInvalid' }]],
    ['min 1.5', [perWorker(1.5, 12, 400)], [{ index: 0, field: 'minWorkers', reason: 'minInvalid' }]],
    ['max 0', [perWorker(1, 0, 400)], [{ index: 0, field: 'maxWorkers', reason: 'maxInvalid' }]],
    [
      'max beyond unlimited',
      [perWorker(1, UNLIMITED_WORKERS + 1, 400)],
      [{ index: 0, field: 'maxWorkers', reason: 'maxInvalid' }],
    ],
    ['max below min', [perWorker(5, 4, 400)], [{ index: 0, field: 'maxWorkers', reason: 'maxBelowMin' }]],
    [
      'no amount',
      [{ minWorkers: 1, maxWorkers: 2, perWorkerAmountCents: null, fixedAmountCents: null }],
      [{ index: 0, field: 'perWorkerAmountCents', reason: 'amountMissing' }],
    ],
    [
      'both amounts',
      [{ minWorkers: 1, maxWorkers: 2, perWorkerAmountCents: 400, fixedAmountCents: 900 }],
      [{ index: 0, field: 'fixedAmountCents', reason: 'amountBoth' }],
    ],
    [
      'a per-worker amount of 0',
      [perWorker(1, 2, 0)],
      [{ index: 0, field: 'perWorkerAmountCents', reason: 'amountInvalid' }],
    ],
    [
      'a negative fixed amount',
      [fixed(1, 2, -100)],
      [{ index: 0, field: 'fixedAmountCents', reason: 'amountInvalid' }],
    ],
    [
      'a fraction of a cent',
      [fixed(1, 2, 100.5)],
      [{ index: 0, field: 'fixedAmountCents', reason: 'amountInvalid' }],
    ],
    [
      'ranges sharing their bound',
      [perWorker(1, 12, 400), fixed(12, 20, 6000)],
      [{ index: 1, field: 'minWorkers', reason: 'overlap', other: 0 }],
    ],
    [
      'a range inside another',
      [perWorker(1, null, 400), fixed(5, 6, 6000)],
      [{ index: 1, field: 'minWorkers', reason: 'overlap', other: 0 }],
    ],
    [
      'an unlimited range over a later start',
      [fixed(20, 30, 6000), perWorker(10, null, 400)],
      [{ index: 1, field: 'minWorkers', reason: 'overlap', other: 0 }],
    ],
    [
      'the same per-worker amount twice',
      [perWorker(1, 12, 400), perWorker(13, 20, 400)],
      [{ index: 1, field: 'perWorkerAmountCents', reason: 'sameAmount', other: 0 }],
    ],
    [
      'the third package overlapping the first',
      [perWorker(1, 5, 400), fixed(6, 10, 3000), fixed(3, 3, 1000)],
      [{ index: 2, field: 'minWorkers', reason: 'overlap', other: 0 }],
    ],
  ] as const)('refuses %s', (_name, drafts, expected) => {
    expect(workerPackageProblems(drafts as unknown as WorkerPackageDraft[])).toEqual(expected)
  })

  it('reports every field of a row and leaves a broken range out of the overlap check', () => {
    expect(workerPackageProblems([perWorker(1, 10, 400), perWorker(0, 4, 0)])).toEqual([
      { index: 1, field: 'minWorkers', reason: 'minInvalid' },
      { index: 1, field: 'perWorkerAmountCents', reason: 'amountInvalid' },
    ])
  })
})

describe('offeredPackages', () => {
  const country = { workerPackages: [perWorker(1, 12, 400)] }
  it.each([
    ['without an introducer, the country’s', null, country.workerPackages],
    ['an introducer without packages: the country’s', { workerPackages: [] }, country.workerPackages],
    ['an introducer’s own packages', { workerPackages: [fixed(1, null, 6500)] }, [fixed(1, null, 6500)]],
  ])('%s', (_title, introducer, expected) => {
    expect(offeredPackages(country, introducer)).toEqual(expected)
  })
  it('nothing for a country not chosen yet', () => {
    expect(offeredPackages(undefined, null)).toEqual([])
  })
})
