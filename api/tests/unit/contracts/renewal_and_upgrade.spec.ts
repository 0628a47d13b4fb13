import { test } from '@japa/runner'
import {
  isPackageDisabledForUpgrade,
  minimumRenewalWorkers,
  monthsLeft,
  renewalPeriod,
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

  test('{title}')
    .with([
      { title: '31 days left: 2 months', end: '2026-12-22', months: 2 },
      { title: '30 days left: 1 month', end: '2026-12-21', months: 1 },
      { title: 'last day: 1 month', end: '2026-11-22', months: 1 },
      { title: 'expired: 0', end: '2026-11-21', months: 0 },
    ])
    .run(({ assert }, row) => {
      assert.equal(monthsLeft(row.end, '2026-11-22'), row.months)
    })

  test('the price is the monthly difference for every month left', ({ assert }) => {
    assert.equal(upgradePriceCents(1200, 2000, '2027-01-31', '2026-11-22'), 800 * 3)
    assert.equal(upgradePriceCents(2000, 1200, '2027-01-31', '2026-11-22'), 0)
  })
})
