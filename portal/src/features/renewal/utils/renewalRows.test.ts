import { describe, expect, it } from 'vitest'
import { countries, perWorkerIntroducer, promo65 } from '@/features/order/testing'
import { rowWorkerOptions } from '@/features/order'
import { anAccount, anAccountContract } from '../testing/fixtures'
import {
  canRemoveRenewalRow,
  chooseRenewalCountry,
  initialRenewalRows,
  renewalCountryChoices,
  renewalFloor,
} from './renewalRows'

const eu = anAccountContract()
const frUnlimited = anAccountContract({
  contractId: 4,
  countryCode: 'FR',
  allowedNumberOfWorkers: null,
  packageSignature: null,
  isUpgradable: false,
  renewal: { startDate: '2027-03-25', endDate: '2027-09-23', minimumWorkers: null },
})
const beRenewed = anAccountContract({ contractId: 5, countryCode: 'BE', state: 'scheduled', renewal: null })

describe('renewal floor', () => {
  it.each([
    [5, 5],
    [1, 1],
    [null, 'more'],
  ] as const)('minimum %s gives the floor %s', (minimumWorkers, floor) => {
    expect(renewalFloor({ startDate: '2027-03-25', endDate: '2027-09-23', minimumWorkers })).toBe(floor)
  })
})

describe('initial renewal rows', () => {
  it.each([
    {
      title: 'a customer keeps the package and starts from the allowance, its minimum',
      contract: eu,
      row: { countryCode: 'EU', package: 'w|4', numberOfWorkers: 5, minWorkers: 5, fixed: true },
      options: [5, 6, 7, 8, 9, 10, 11, 12],
    },
    {
      title: 'an admin (minimum 1) starts from the allowance too, and may go lower',
      contract: anAccountContract({
        renewal: { startDate: '2027-03-25', endDate: '2027-09-23', minimumWorkers: 1 },
      }),
      row: { countryCode: 'EU', package: 'w|4', numberOfWorkers: 5, minWorkers: 1, fixed: true },
      options: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    },
    {
      title: 'an unlimited contract renews unlimited only',
      contract: frUnlimited,
      row: { countryCode: 'FR', package: null, numberOfWorkers: 'more', minWorkers: 'more', fixed: true },
      options: null,
    },
    {
      title: 'a minimum above the package maximum leaves the package for the unlimited offer',
      contract: anAccountContract({
        allowedNumberOfWorkers: 20,
        packageSignature: null,
        renewal: { startDate: '2027-03-25', endDate: '2027-09-23', minimumWorkers: 20 },
      }),
      row: { countryCode: 'EU', package: null, minWorkers: 20, fixed: true },
      options: null,
    },
  ])('$title', ({ contract, row, options }) => {
    const rows = initialRenewalRows(anAccount({ contracts: [contract] }), countries, null)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject(row)
    expect(rowWorkerOptions(rows[0], countries, null)).toEqual(options)
  })

  it('takes every renewable contract, leaving out the ones already renewed', () => {
    const account = anAccount({ contracts: [eu, frUnlimited, beRenewed] })
    expect(initialRenewalRows(account, countries, null).map((row) => [row.id, row.countryCode])).toEqual([
      [1, 'EU'],
      [2, 'FR'],
    ])
  })

  it('takes only the countries asked for; a country without contract is an open row', () => {
    const account = anAccount({ contracts: [eu, frUnlimited] })
    expect(initialRenewalRows(account, countries, null, ['FR']).map((row) => row.countryCode)).toEqual(['FR'])
    const order = initialRenewalRows(anAccount({ contracts: [] }), countries, null, ['EU'])
    expect(order).toEqual([{ id: 1, countryCode: 'EU', package: 'w|4', numberOfWorkers: 1 }])
  })

  it('starts with an empty row when nothing can be renewed', () => {
    const rows = initialRenewalRows(anAccount({ contracts: [beRenewed] }), countries, null, ['BE'])
    expect(rows).toEqual([{ id: 1, countryCode: null, package: null, numberOfWorkers: 1 }])
  })

  it('an introducer that counts workers keeps the minimum on its per-worker choice', () => {
    const contract = anAccountContract({ packageSignature: null, allowedNumberOfWorkers: 8 })
    const [row] = initialRenewalRows(
      anAccount({ contracts: [{ ...contract, renewal: { ...contract.renewal!, minimumWorkers: 8 } }] }),
      countries,
      perWorkerIntroducer
    )
    expect(row).toMatchObject({ package: null, numberOfWorkers: 8 })
    expect(rowWorkerOptions(row, countries, perWorkerIntroducer)?.slice(0, 2)).toEqual([8, 9])
  })

  it('an introducer without packages of its own keeps the country’s package', () => {
    const [row] = initialRenewalRows(anAccount(), countries, promo65)
    expect(row).toMatchObject({ package: 'w|4', numberOfWorkers: 5 })
  })
})

describe('countries of a renewal', () => {
  const account = anAccount({ contracts: [eu, beRenewed] })

  it('offers neither a country of another row nor one already renewed', () => {
    const rows = initialRenewalRows(account, countries, null)
    expect(
      renewalCountryChoices(
        [...rows, { id: 2, countryCode: null, package: null, numberOfWorkers: 1 }],
        countries,
        account,
        1
      ).map((c) => c.code)
    ).toEqual(['FR'])
  })

  it('a chosen country with a contract brings its minimum, one without starts at 1', () => {
    const rows = [{ id: 1, countryCode: null, package: null, numberOfWorkers: 1 as const }]
    const withEu = chooseRenewalCountry(rows, 0, 'EU', account, countries, null)
    expect(withEu[0]).toMatchObject({
      id: 1,
      countryCode: 'EU',
      package: 'w|4',
      numberOfWorkers: 5,
      minWorkers: 5,
    })
    expect(withEu[0].fixed).toBeUndefined()
    const withFr = chooseRenewalCountry(withEu, 0, 'FR', account, countries, null)
    expect(withFr[0]).toEqual({ id: 1, countryCode: 'FR', package: 'w|4', numberOfWorkers: 1 })
  })

  it.each([
    [1, false],
    [2, true],
  ])('with %i rows, a row may be removed: %s', (count, removable) => {
    const rows = Array.from({ length: count }, (_, index) => ({
      id: index + 1,
      countryCode: null,
      package: null,
      numberOfWorkers: 1 as const,
    }))
    expect(canRemoveRenewalRow(rows)).toBe(removable)
  })
})
