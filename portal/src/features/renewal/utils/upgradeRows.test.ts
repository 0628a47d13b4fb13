import { describe, expect, it } from 'vitest'
import { countries, flatIntroducer } from '@/features/order/testing'
import { chooseCountry, chooseWorkers, rowWorkerOptions, unfitPackages } from '@/features/order'
import { anAccount, anAccountContract } from '../testing/fixtures'
import {
  canRemoveUpgradeRow,
  chooseUpgradePackage,
  hasUpgradeChanges,
  initialUpgradeRows,
  isUnchanged,
  shrinksOrStays,
  upgradeCountryChoices,
} from './upgradeRows'

const eu = anAccountContract()
const frUnlimited = anAccountContract({
  contractId: 4,
  countryCode: 'FR',
  allowedNumberOfWorkers: null,
  packageSignature: null,
  isUpgradable: false,
})
const beExpired = anAccountContract({
  contractId: 5,
  countryCode: 'BE',
  state: 'expired',
  isUpgradable: false,
})
const account = anAccount({ contracts: [eu, frUnlimited, beExpired] })
const context = { account, countries, introducer: null }

describe('initial upgrade rows', () => {
  it('one fixed row per contract that may grow, as it stands', () => {
    expect(initialUpgradeRows(account)).toEqual([
      { id: 1, countryCode: 'EU', package: 'w|4', numberOfWorkers: 5, fixed: true, minWorkers: 5 },
    ])
  })

  it('an empty row for a new country when no contract may grow', () => {
    expect(initialUpgradeRows(anAccount({ contracts: [frUnlimited] }))).toEqual([
      { id: 1, countryCode: null, package: null, numberOfWorkers: 1 },
    ])
  })
})

describe('worker numbers and packages of a running contract', () => {
  it.each([
    { allowed: 5, options: [5, 6, 7, 8, 9, 10, 11, 12], disabled: [] },
    { allowed: 12, options: [12], disabled: [] },
    { allowed: 13, options: [], disabled: ['w|4'] },
  ])('allowance $allowed: offers $options, disables $disabled', ({ allowed, options, disabled }) => {
    const contract = anAccountContract({ allowedNumberOfWorkers: allowed })
    const [row] = initialUpgradeRows(anAccount({ contracts: [contract] }))
    expect(rowWorkerOptions(row, countries, null)).toEqual(options)
    expect(unfitPackages(row, countries, null)).toEqual(disabled)
  })

  it('a package without maximum counts as 9999: it stays open, with "N or more"', () => {
    const open = { ...flatIntroducer.workerPackages[0], maxWorkers: null }
    const introducer = { ...flatIntroducer, workerPackages: [open] }
    const contract = anAccountContract({ allowedNumberOfWorkers: 60, packageSignature: 'f|50' })
    const [row] = initialUpgradeRows(anAccount({ contracts: [contract] }))
    expect(unfitPackages(row, countries, introducer)).toEqual([])
    expect(rowWorkerOptions(row, countries, introducer)).toEqual([60, 'more'])
  })
})

describe('changes', () => {
  const rows = initialUpgradeRows(account)

  it('rows left as they are change nothing', () => {
    expect(isUnchanged(rows[0], context)).toBe(true)
    expect(hasUpgradeChanges(rows, context)).toBe(false)
  })

  it.each([
    { title: 'more workers', change: chooseWorkers(rows, 0, 7), changed: true, refused: false },
    {
      title: 'unlimited',
      change: chooseUpgradePackage(rows, 0, null, context),
      changed: true,
      refused: false,
    },
    {
      title: 'back to the allowance',
      change: chooseWorkers(chooseWorkers(rows, 0, 7), 0, 5),
      changed: false,
      refused: false,
    },
  ])('$title', ({ change, changed, refused }) => {
    expect(hasUpgradeChanges(change, context)).toBe(changed)
    expect(shrinksOrStays(change[0], context)).toBe(refused)
  })

  it('another package moves the workers above the allowance', () => {
    const introducer = {
      ...flatIntroducer,
      workerPackages: [
        {
          signature: 'w|4',
          perWorkerAmountCents: 400,
          fixedAmountCents: null,
          minWorkers: 1,
          maxWorkers: 12,
        },
        ...flatIntroducer.workerPackages,
      ],
    }
    const changed = chooseUpgradePackage(rows, 0, 'f|50', { account, countries, introducer })
    expect(changed[0]).toMatchObject({ package: 'f|50', numberOfWorkers: 6 })
    expect(shrinksOrStays(changed[0], { account, countries, introducer })).toBe(false)
    // Chosen back by hand, the same number under another package does not grow.
    expect(shrinksOrStays(chooseWorkers(changed, 0, 5)[0], { account, countries, introducer })).toBe(true)
  })

  it('an added country is a change, and only it may be removed', () => {
    const added = chooseCountry(
      [...rows, { id: 2, countryCode: null, package: null, numberOfWorkers: 1 }],
      1,
      'BE',
      countries,
      null
    )
    expect(hasUpgradeChanges(added, context)).toBe(true)
    expect(canRemoveUpgradeRow(added, 0)).toBe(false)
    expect(canRemoveUpgradeRow(added, 1)).toBe(true)
  })

  it('offers only countries without a running contract', () => {
    const withNew = [...rows, { id: 2, countryCode: null, package: null, numberOfWorkers: 1 as const }]
    expect(upgradeCountryChoices(withNew, countries, account, 1).map((country) => country.code)).toEqual([
      'BE',
    ])
  })
})
