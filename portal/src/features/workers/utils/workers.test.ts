import { describe, expect, it } from 'vitest'
import { allowance, duplicateTargets, workerName } from './workers'
import { checkWorker, EMPTY_WORKER, toWorkerFields } from './workerForm'

const contract = (id: number, isExpired = false) => ({
  id,
  isExpired,
  representativeCountry: { id, code: 'FR', name: 'France', isMobilityPackage: false },
})

describe('workers rules', () => {
  it('writes the allowance, infinite when there is no limit', () => {
    expect(allowance(3, 12)).toBe('3 / 12')
    expect(allowance(3, null)).toBe('3 / ∞')
  })

  it('offers the other contracts that have not expired as duplicate targets', () => {
    const targets = duplicateTargets([contract(1), contract(2), contract(3, true), contract(4)], 1)
    expect(targets.map((target) => target.id)).toEqual([2, 4])
  })

  it('names a worker as on papers', () => {
    expect(workerName({ firstName: 'Jan', lastName: 'Kowalski' })).toBe('Jan KOWALSKI')
  })
})

describe('worker form', () => {
  it('requires every field', () => {
    expect(Object.keys(checkWorker(EMPTY_WORKER)).sort()).toEqual(Object.keys(EMPTY_WORKER).sort())
    expect(checkWorker({ ...EMPTY_WORKER, firstName: '  ' }).firstName).toBe('common.required')
  })

  it('accepts a complete worker and trims its texts', () => {
    const values = {
      civility: 'MRS' as const,
      firstName: ' Anna ',
      lastName: 'Nowak',
      dateOfBirth: '1990-02-01',
      cityOfBirth: 'Kraków ',
      countryCodeOfBirth: 'PL',
      countryCodeOfNationality: 'PL',
    }
    expect(checkWorker(values)).toEqual({})
    expect(toWorkerFields(values)).toMatchObject({ firstName: 'Anna', cityOfBirth: 'Kraków' })
  })
})
