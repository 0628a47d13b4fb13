import { test } from '@japa/runner'
import { addWorkerRefusal, isPlausibleDateOfBirth } from '#services/workers/worker_rules'

const TODAY = '2026-06-15'
const active = { startDate: '2026-06-01', endDate: '2026-11-30' }

test.group('Workers | adding rules', () => {
  test('{label}')
    .with([
      { label: 'unlimited takes any number', allowed: null, count: 500, contract: active, expected: null },
      { label: 'room left', allowed: 3, count: 2, contract: active, expected: null },
      { label: 'full', allowed: 3, count: 3, contract: active, expected: 'workers.contractFull' },
      { label: 'over full', allowed: 3, count: 4, contract: active, expected: 'workers.contractFull' },
      {
        label: 'scheduled contracts take workers',
        allowed: 3,
        count: 0,
        contract: { startDate: '2026-07-01', endDate: '2026-12-30' },
        expected: null,
      },
      {
        label: 'last day still open',
        allowed: null,
        count: 0,
        contract: { startDate: '2025-12-15', endDate: TODAY },
        expected: null,
      },
      {
        label: 'expired',
        allowed: null,
        count: 0,
        contract: { startDate: '2025-12-01', endDate: '2026-06-14' },
        expected: 'workers.contractExpired',
      },
    ])
    .run(({ assert }, row) => {
      const contract = { ...row.contract, allowedNumberOfWorkers: row.allowed }
      assert.equal(addWorkerRefusal(contract, row.count, TODAY), row.expected)
    })

  test('date of birth {date}: {expected}')
    .with([
      { date: '1980-05-14', expected: true },
      { date: '1901-01-01', expected: true },
      { date: '1900-12-31', expected: false },
      { date: '1850-01-01', expected: false },
      { date: TODAY, expected: false },
      { date: '2030-01-01', expected: false },
    ])
    .run(({ assert }, row) => {
      assert.equal(isPlausibleDateOfBirth(row.date, TODAY), row.expected)
    })
})
