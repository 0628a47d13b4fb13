import { test } from '@japa/runner'
import { addDays } from '#services/contracts/contract_term'
import {
  isPackageDisabledForUpgrade,
  latestActive,
  latestPerCountry,
  minimumRenewalWorkers,
  monthsLeft,
  renewalMinimumShown,
  renewalPeriod,
  renewalWorkersRefusal,
  upgradeChange,
  upgradePriceCents,
  upgradeWorkerOptions,
} from '#services/contracts/renewal_and_upgrade'

test.group('renewal', () => {
  test('{title}')
    .with([
      {
        title: 'starts the day after a running contract ends',
        end: '2026-12-04',
        today: '2026-11-22',
        start: '2026-12-05',
        newEnd: '2027-06-05',
      },
      {
        title: 'starts today after an expired one',
        end: '2026-09-15',
        today: '2026-11-22',
        start: '2026-11-22',
        newEnd: '2027-05-23',
      },
      {
        title: 'ending today: starts tomorrow',
        end: '2026-11-22',
        today: '2026-11-22',
        start: '2026-11-23',
        newEnd: '2027-05-24',
      },
      {
        title: 'across a leap day',
        end: '2028-02-28',
        today: '2028-02-01',
        start: '2028-02-29',
        newEnd: '2028-08-29',
      },
    ])
    .run(({ assert }, row) => {
      assert.deepEqual(renewalPeriod(row.end, row.today), { startDate: row.start, endDate: row.newEnd })
    })

  test('minimum workers: 1 for an admin, the latest allowance otherwise', ({ assert }) => {
    assert.equal(minimumRenewalWorkers(5, true), 1)
    assert.equal(minimumRenewalWorkers(5, false), 5)
    assert.equal(minimumRenewalWorkers(null, false), 9999)
  })

  test('renewing {latest} with {chosen} as {who}: {expected}')
    .with([
      { latest: 5, chosen: 5, who: 'customer', expected: null },
      { latest: 5, chosen: 8, who: 'customer', expected: null },
      { latest: 5, chosen: null, who: 'customer', expected: null },
      { latest: 5, chosen: 4, who: 'customer', expected: 'belowMinimum' },
      { latest: 5, chosen: 1, who: 'admin', expected: null },
      { latest: null, chosen: null, who: 'customer', expected: null },
      { latest: null, chosen: 12, who: 'customer', expected: 'unlimitedOnly' },
      { latest: null, chosen: 2, who: 'admin', expected: null },
    ])
    .run(({ assert }, row) => {
      assert.equal(renewalWorkersRefusal(row.latest, row.chosen, row.who === 'admin'), row.expected)
    })

  test('the minimum shown: null when only unlimited is accepted', ({ assert }) => {
    assert.equal(renewalMinimumShown(5, false), 5)
    assert.equal(renewalMinimumShown(5, true), 1)
    assert.isNull(renewalMinimumShown(null, false))
    assert.equal(renewalMinimumShown(null, true), 1)
  })
})

test.group('latest contracts', () => {
  const contract = (id: number, country: number, startDate: string, endDate: string) => ({
    id,
    representativeCountryId: country,
    startDate,
    endDate,
  })
  const contracts = [
    contract(1, 10, '2026-01-01', '2026-07-02'),
    contract(2, 10, '2026-07-03', '2027-01-01'),
    contract(3, 20, '2026-06-01', '2026-11-30'),
    contract(4, 20, '2026-06-01', '2026-11-30'),
    contract(5, 30, '2026-10-01', '2027-03-31'),
    contract(6, 30, '2027-04-01', '2027-09-30'),
  ]

  test('the latest contract of each country ends last, the newest on a tie', ({ assert }) => {
    assert.deepEqual(
      latestPerCountry(contracts).map((found) => found.id),
      [2, 4, 6]
    )
  })

  test('{title}')
    .with([
      { title: 'the active contract ending last', countryId: undefined, expected: 5 },
      { title: 'an active one of a country, not its scheduled renewal', countryId: 30, expected: 5 },
      { title: 'none for a country whose contracts are expired', countryId: 20, expected: null },
      { title: 'none for a country without contract', countryId: 99, expected: null },
    ])
    .run(({ assert }, row) => {
      assert.equal(latestActive(contracts, '2026-12-15', row.countryId)?.id ?? null, row.expected)
    })
})

test.group('upgrade', () => {
  test('offers only numbers above the current allowance', ({ assert }) => {
    assert.deepEqual(upgradeWorkerOptions(9, 12), [10, 11, 12])
    assert.deepEqual(upgradeWorkerOptions(12, 12), [])
    assert.deepEqual(upgradeWorkerOptions(null, 12), [])
  })

  test('a package is disabled when the allowance exceeds its maximum (none counts as 9999)', ({ assert }) => {
    assert.isTrue(isPackageDisabledForUpgrade(13, 12))
    assert.isFalse(isPackageDisabledForUpgrade(12, 12))
    assert.isFalse(isPackageDisabledForUpgrade(500, null))
    assert.isTrue(isPackageDisabledForUpgrade(null, 12))
  })

  test('{days} days left: {months} months (min(6, ceil(days × 6 / 183)))')
    .with([
      { days: 183, months: 6 },
      { days: 182, months: 6 },
      { days: 153, months: 6 },
      { days: 152, months: 5 },
      { days: 92, months: 4 },
      { days: 91, months: 3 },
      { days: 31, months: 2 },
      { days: 30, months: 1 },
      { days: 1, months: 1 },
      { days: 0, months: 0 },
      { days: 200, months: 6 },
    ])
    .run(({ assert }, { days, months }) => {
      const today = '2026-11-22'
      assert.equal(monthsLeft(addDays(today, days - 1), today), months)
    })

  test('the price is the monthly difference for every month left', ({ assert }) => {
    // 71 days left: ceil(71 × 6 / 183) = 3 months.
    assert.equal(upgradePriceCents(1200, 2000, '2027-01-31', '2026-11-22'), 800 * 3)
    assert.equal(upgradePriceCents(2000, 1200, '2027-01-31', '2026-11-22'), 0)
  })

  test('{title}')
    .with([
      {
        title: 'same package and number: unchanged',
        current: [5, 'w|4'],
        next: [5, 'w|4'],
        expected: 'unchanged',
      },
      {
        title: 'unlimited stays unlimited: unchanged',
        current: [null, null],
        next: [null, null],
        expected: 'unchanged',
      },
      { title: 'more workers: grows', current: [5, 'w|4'], next: [7, 'w|4'], expected: 'grows' },
      { title: 'to unlimited: grows', current: [12, 'w|4'], next: [null, null], expected: 'grows' },
      { title: 'fewer workers: refused', current: [5, 'w|4'], next: [4, 'w|4'], expected: 'notGrowing' },
      {
        title: 'another package, same number: refused',
        current: [5, 'w|4'],
        next: [5, 'f|30'],
        expected: 'notGrowing',
      },
      {
        title: 'an unlimited contract cannot grow',
        current: [null, null],
        next: [12, 'w|4'],
        expected: 'alreadyUnlimited',
      },
    ] as const)
    .run(({ assert }, row) => {
      const allowance = ([allowedNumberOfWorkers, packageSignature]: readonly [
        number | null,
        string | null,
      ]) => ({
        allowedNumberOfWorkers,
        packageSignature,
      })
      assert.equal(upgradeChange(allowance(row.current), allowance(row.next)), row.expected)
    })
})
