import { describe, expect, it } from 'vitest'
import { perWorker, perWorkerIntroducer, promo65 } from '../testing/fixtures'
import { clampWorkers, MAX_LISTED_WORKERS, moreThreshold, workerOptions } from './workerOptions'

describe('number-of-workers options', () => {
  it('lists 1 to the package maximum', () => {
    expect(workerOptions(perWorker, null)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    expect(workerOptions({ ...perWorker, minWorkers: 3, maxWorkers: 5 }, null)).toEqual([3, 4, 5])
  })

  it('treats no maximum (or 9999) as unlimited: numbers up to the listed maximum, then "N or more"', () => {
    for (const maxWorkers of [null, 9999]) {
      const options = workerOptions({ ...perWorker, maxWorkers }, null)!
      expect(options).toHaveLength(MAX_LISTED_WORKERS + 1)
      expect(options.at(-2)).toBe(MAX_LISTED_WORKERS)
      expect(options.at(-1)).toBe('more')
      expect(moreThreshold(options)).toBe(MAX_LISTED_WORKERS + 1)
    }
  })

  it('without a package, offers the introducer per-worker choice only when it counts workers', () => {
    expect(workerOptions(null, null)).toBeNull()
    expect(workerOptions(null, promo65)).toBeNull()
    const unlimited = workerOptions(null, perWorkerIntroducer)!
    expect(unlimited.at(-1)).toBe('more')
    expect(unlimited.at(-2)).toBe(MAX_LISTED_WORKERS)
    const capped = workerOptions(null, { ...perWorkerIntroducer, workerPackageMaxNumberOfWorker: 5 })
    expect(capped).toEqual([1, 2, 3, 4, 5, 'more'])
  })

  it('keeps a chosen number that is still offered, else falls back to 1', () => {
    expect(clampWorkers(7, [1, 2, 7])).toBe(7)
    expect(clampWorkers(30, [1, 2, 3])).toBe(1)
    expect(clampWorkers('more', [1, 2])).toBe(1)
    expect(clampWorkers(2, [3, 4])).toBe(3)
    expect(clampWorkers(5, null)).toBe(5)
  })
})
