import { test } from '@japa/runner'
import {
  addDays,
  CONTRACT_DAYS,
  contractEndDate,
  contractState,
  daysBetween,
  remainingDays,
  todayUtc,
} from '#services/contracts/contract_term'

test.group('Contract term | addDays', () => {
  test('{date} + {days} = {expected}')
    .with([
      { date: '2026-05-15', days: 0, expected: '2026-05-15' },
      { date: '2026-01-31', days: 1, expected: '2026-02-01' },
      { date: '2026-04-30', days: 1, expected: '2026-05-01' },
      { date: '2026-02-28', days: 1, expected: '2026-03-01' },
      { date: '2028-02-28', days: 1, expected: '2028-02-29' },
      { date: '2028-02-29', days: 1, expected: '2028-03-01' },
      { date: '2100-02-28', days: 1, expected: '2100-03-01' },
      { date: '2000-02-28', days: 1, expected: '2000-02-29' },
      { date: '2026-12-31', days: 1, expected: '2027-01-01' },
      { date: '2027-01-01', days: -1, expected: '2026-12-31' },
      { date: '2028-03-01', days: -1, expected: '2028-02-29' },
      { date: '2026-03-28', days: 2, expected: '2026-03-30' },
      { date: '2026-10-24', days: 2, expected: '2026-10-26' },
      { date: '2026-01-01', days: 365, expected: '2027-01-01' },
      { date: '2028-01-01', days: 365, expected: '2028-12-31' },
    ])
    .run(({ assert }, row) => {
      assert.equal(addDays(row.date, row.days), row.expected)
    })
})

test.group('Contract term | contractEndDate and daysBetween', () => {
  test('a contract starting {start} ends {end}')
    .with([
      { start: '2026-01-01', end: '2026-07-02' },
      { start: '2028-01-01', end: '2028-07-01' },
      { start: '2026-08-01', end: '2027-01-30' },
      { start: '2026-12-31', end: '2027-07-01' },
      { start: '2028-09-01', end: '2029-03-02' },
    ])
    .run(({ assert }, row) => {
      assert.equal(contractEndDate(row.start), row.end)
      assert.equal(daysBetween(row.start, row.end), CONTRACT_DAYS - 1)
    })

  test('daysBetween is negative when the second date is earlier', ({ assert }) => {
    assert.equal(daysBetween('2026-01-02', '2026-01-01'), -1)
    assert.equal(daysBetween('2028-03-01', '2028-02-28'), -2)
  })
})

test.group('Contract term | remainingDays', () => {
  const end = '2026-07-02'

  test('on {today}, {expected} days are left of a contract ending {end}')
    .with([
      { today: '2026-01-01', expected: 183 },
      { today: '2026-06-02', expected: 31 },
      { today: '2026-06-03', expected: 30 },
      { today: '2026-07-01', expected: 2 },
      { today: '2026-07-02', expected: 1 },
      { today: '2026-07-03', expected: 0 },
      { today: '2027-01-01', expected: 0 },
    ])
    .run(({ assert }, row) => {
      assert.equal(remainingDays(end, row.today), row.expected)
    })
})

test.group('Contract term | contractState', () => {
  const contract = { startDate: '2026-01-01', endDate: '2026-07-02' }

  test('on {today} the contract is {expected}')
    .with([
      { today: '2025-06-01', expected: 'scheduled' },
      { today: '2025-12-31', expected: 'scheduled' },
      { today: '2026-01-01', expected: 'active' },
      { today: '2026-04-15', expected: 'active' },
      { today: '2026-07-02', expected: 'active' },
      { today: '2026-07-03', expected: 'expired' },
      { today: '2027-02-01', expected: 'expired' },
    ] as const)
    .run(({ assert }, row) => {
      assert.equal(contractState(contract, row.today), row.expected)
    })
})

test.group('Contract term | invalid dates', () => {
  test('"{$self}" is refused by every function')
    .with([
      '2026-1-1',
      '01/02/2026',
      '',
      '2026-02-30',
      '2026-02-29',
      '2026-13-01',
      '2026-04-31',
      '2026-00-10',
    ])
    .run(({ assert }, date) => {
      assert.throws(() => addDays(date, 1), TypeError)
      assert.throws(() => contractEndDate(date), TypeError)
      assert.throws(() => daysBetween(date, '2026-01-01'), TypeError)
      assert.throws(() => remainingDays(date, '2026-01-01'), TypeError)
      assert.throws(() => remainingDays('2026-07-02', date), TypeError)
      assert.throws(() => contractState({ startDate: date, endDate: '2026-07-02' }, '2026-01-01'), TypeError)
      assert.throws(() => contractState({ startDate: '2026-01-01', endDate: '2026-07-02' }, date), TypeError)
    })
})

test.group('Contract term | todayUtc', () => {
  test('is the UTC calendar date of the instant', ({ assert }) => {
    assert.equal(todayUtc(new Date('2026-03-31T23:30:00-02:00')), '2026-04-01')
    assert.equal(todayUtc(new Date('2026-01-01T00:00:00Z')), '2026-01-01')
  })
})
