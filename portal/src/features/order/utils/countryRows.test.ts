import { describe, expect, it } from 'vitest'
import { countries, flatIntroducer, perWorkerIntroducer, promo65 } from '../testing/fixtures'
import {
  addRow,
  canAddRow,
  canRemoveRow,
  chooseCountry,
  choosePackage,
  countryChoices,
  emptyRow,
  packageFits,
  reconcileRows,
  removeRow,
  rowInput,
  rowWorkerOptions,
  unfitPackages,
  type CountryRow,
} from './countryRows'

const row = (
  id: number,
  countryCode: string | null,
  pkg: string | null = null,
  numberOfWorkers: CountryRow['numberOfWorkers'] = 1
) => ({
  id,
  countryCode,
  package: pkg,
  numberOfWorkers,
})

describe('country rows', () => {
  it('adds rows only while fewer rows than countries exist', () => {
    let rows = [emptyRow(1)]
    expect(canAddRow(rows, countries)).toBe(true)
    rows = addRow(addRow(rows, countries), countries)
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3])
    expect(canAddRow(rows, countries)).toBe(false)
    expect(addRow(rows, countries)).toBe(rows)
  })

  it('removes rows only while more than one remains', () => {
    const one = [emptyRow(1)]
    expect(canRemoveRow(one)).toBe(false)
    expect(removeRow(one, 0)).toBe(one)
    const two = [row(1, 'FR'), row(2, 'EU')]
    expect(canRemoveRow(two)).toBe(true)
    expect(removeRow(two, 0)).toEqual([row(2, 'EU')])
  })

  it('hides a country chosen in one row from the other rows’ pickers', () => {
    const rows = [row(1, 'FR'), row(2, 'EU'), row(3, null)]
    expect(countryChoices(rows, countries, 0).map((c) => c.code)).toEqual(['FR', 'BE'])
    expect(countryChoices(rows, countries, 2).map((c) => c.code)).toEqual(['BE'])
  })

  it('resets the package to the country’s first one and the workers to 1 when a country is chosen', () => {
    const rows = [row(1, 'EU', null, 'more')]
    expect(chooseCountry(rows, 0, 'FR', countries, null)).toEqual([row(1, 'FR', 'w|4', 1)])
  })

  it('resets the package to null when the country offers none', () => {
    expect(chooseCountry([row(1, 'FR', 'w|4', 3)], 0, 'BE', countries, null)).toEqual([row(1, 'BE', null, 1)])
  })

  it('prefers the introducer’s own packages, and the country’s when it has none', () => {
    expect(chooseCountry([emptyRow(1)], 0, 'FR', countries, flatIntroducer)[0].package).toBe('f|50')
    expect(chooseCountry([emptyRow(1)], 0, 'BE', countries, flatIntroducer)[0].package).toBe('f|50')
    expect(chooseCountry([emptyRow(1)], 0, 'FR', countries, promo65)[0].package).toBe('w|4')
  })

  it('clamps the workers to the new package when the package changes', () => {
    const rows = [row(1, 'FR', null, 40)]
    expect(choosePackage(rows, 0, 'w|4', countries, perWorkerIntroducer)).toEqual([row(1, 'FR', 'w|4', 1)])
  })

  it('moves rows onto offered packages when the introducer changes', () => {
    const rows = [row(1, 'FR', 'w|4', 5), row(2, 'EU', null, 1), row(3, null)]
    expect(reconcileRows(rows, countries, flatIntroducer)).toEqual([
      row(1, 'FR', 'f|50', 5),
      row(2, 'EU', null, 1),
      row(3, null),
    ])
    // Back without the introducer: its package is gone, the country's first one returns.
    expect(reconcileRows([row(1, 'FR', 'f|50', 15)], countries, null)).toEqual([row(1, 'FR', 'w|4', 1)])
  })

  it('shows a worker select without a package only for an introducer that counts workers', () => {
    const unlimited = row(1, 'FR', null, 1)
    expect(rowWorkerOptions(unlimited, countries, null)).toBeNull()
    expect(rowWorkerOptions(unlimited, countries, promo65)).toBeNull()
    expect(rowWorkerOptions(unlimited, countries, perWorkerIntroducer)?.at(-1)).toBe('more')
  })

  it('sends a row without a worker select as unlimited', () => {
    expect(rowInput(row(1, 'FR', null, 3), countries, null)).toEqual({
      countryCode: 'FR',
      package: null,
      numberOfWorkers: 'more',
    })
    expect(rowInput(row(1, 'FR', 'w|4', 3), countries, null)).toEqual({
      countryCode: 'FR',
      package: 'w|4',
      numberOfWorkers: 3,
    })
  })

  it('a row with a floor disables the packages that cannot take its workers and starts on one that can', () => {
    const floored = { ...emptyRow(1), minWorkers: 13 }
    const [chosen] = chooseCountry([floored], 0, 'FR', countries, null)
    expect(chosen).toEqual({ id: 1, countryCode: 'FR', package: null, numberOfWorkers: 1, minWorkers: 13 })
    expect(unfitPackages(chosen, countries, null)).toEqual(['w|4'])
    expect(packageFits(null, null, 13)).toBe(true)

    const [within] = chooseCountry([{ ...emptyRow(1), minWorkers: 5 }], 0, 'FR', countries, null)
    expect(within).toMatchObject({ package: 'w|4', numberOfWorkers: 5 })
    expect(unfitPackages(within, countries, null)).toEqual([])
  })

  it('moves a floored row off a package that no longer fits when the introducer changes', () => {
    const rows = [{ ...row(1, 'FR', 'f|50', 15), minWorkers: 15 }]
    expect(
      reconcileRows(rows, countries, {
        ...flatIntroducer,
        workerPackages: [
          {
            signature: 'f|50',
            perWorkerAmountCents: null,
            fixedAmountCents: 5000,
            minWorkers: 1,
            maxWorkers: 10,
          },
        ],
      })
    ).toEqual([{ ...row(1, 'FR', null, 15), minWorkers: 15 }])
  })
})
