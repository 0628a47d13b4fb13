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

  it.each([
    { title: 'a floor inside the package', floor: 5, pkg: perWorker, options: [5, 6, 7, 8, 9, 10, 11, 12] },
    { title: 'a floor at the package maximum', floor: 12, pkg: perWorker, options: [12] },
    { title: 'a floor above the package maximum', floor: 13, pkg: perWorker, options: [] },
    {
      title: 'a floor past the listed numbers',
      floor: 60,
      pkg: { ...perWorker, maxWorkers: null },
      options: [60, 'more'],
    },
    { title: 'unlimited only, a package with a maximum', floor: 'more', pkg: perWorker, options: [] },
    {
      title: 'unlimited only, a package without',
      floor: 'more',
      pkg: { ...perWorker, maxWorkers: null },
      options: ['more'],
    },
    { title: 'unlimited only, no package', floor: 'more', pkg: null, options: null },
  ] as const)('never offers fewer than the floor: $title', ({ floor, pkg, options }) => {
    expect(workerOptions(pkg, null, floor)).toEqual(options)
  })

  it('past the introducer’s maximum only its unlimited choice is left', () => {
    const capped = { ...perWorkerIntroducer, workerPackageMaxNumberOfWorker: 5 }
    expect(workerOptions(null, capped, 4)).toEqual([4, 5, 'more'])
    expect(workerOptions(null, capped, 8)).toEqual(['more'])
    expect(workerOptions(null, perWorkerIntroducer, 'more')).toEqual(['more'])
  })

  it('keeps the current number when nothing is offered', () => {
    expect(clampWorkers(13, [])).toBe(13)
  })
})
