import { test } from '@japa/runner'
import {
  accountingRetentionCutoff,
  driverKeptThrough,
  erasureRefusal,
  isAccountingRecordPastRetention,
  isDriverDueForErasure,
  removedPostingEnd,
  type DriverRetentionFacts,
} from '#services/privacy/retention'

const MONTHS = 24
const driver = (facts: Partial<DriverRetentionFacts>): DriverRetentionFacts => ({
  addedOn: '2023-01-10',
  postingEnds: [],
  lastPostingEndedOn: null,
  authorityRequests: [],
  ...facts,
})

test.group('privacy / the scheduled erasure of a driver', () => {
  const cases: [string, DriverRetentionFacts, string, boolean][] = [
    [
      'contract ended 2024-03-10: kept on the last day',
      driver({ postingEnds: ['2024-03-10'] }),
      '2026-03-10',
      false,
    ],
    [
      'contract ended 2024-03-10: erased the day after',
      driver({ postingEnds: ['2024-03-10'] }),
      '2026-03-11',
      true,
    ],
    [
      'the latest of several postings counts',
      driver({ postingEnds: ['2023-06-30', '2024-09-30'] }),
      '2026-03-11',
      false,
    ],
    [
      'a posting running today keeps him',
      driver({ postingEnds: ['2020-01-01', '2030-01-01'] }),
      '2029-12-31',
      false,
    ],
    ['a scheduled renewal keeps him', driver({ postingEnds: ['2026-09-30'] }), '2026-03-11', false],
    [
      'a removed posting counts from its end: the day before',
      driver({ lastPostingEndedOn: '2024-05-02' }),
      '2026-05-02',
      false,
    ],
    [
      'a removed posting counts from its end: the day after',
      driver({ lastPostingEndedOn: '2024-05-02' }),
      '2026-05-03',
      true,
    ],
    [
      'a removal later than the remaining postings counts',
      driver({ postingEnds: ['2023-12-31'], lastPostingEndedOn: '2024-05-02' }),
      '2026-01-01',
      false,
    ],
    [
      'never posted: from the day he was added (day before)',
      driver({ addedOn: '2024-02-01' }),
      '2026-02-01',
      false,
    ],
    [
      'never posted: from the day he was added (day after)',
      driver({ addedOn: '2024-02-01' }),
      '2026-02-02',
      true,
    ],
    [
      'a month without the day: 2024-02-29 is kept through 2026-02-28',
      driver({ postingEnds: ['2024-02-29'] }),
      '2026-02-28',
      false,
    ],
    ['… and erased on 2026-03-01', driver({ postingEnds: ['2024-02-29'] }), '2026-03-01', true],
    [
      "an inspector's request still open keeps him, however old",
      driver({ postingEnds: ['2020-01-31'], authorityRequests: [{ status: 'answered', closedOn: null }] }),
      '2026-03-11',
      false,
    ],
    [
      'a request closed 2025-01-15 keeps him through 2027-01-15',
      driver({
        postingEnds: ['2020-01-31'],
        authorityRequests: [{ status: 'closed', closedOn: '2025-01-15' }],
      }),
      '2027-01-15',
      false,
    ],
    [
      '… and he is erased on 2027-01-16',
      driver({
        postingEnds: ['2020-01-31'],
        authorityRequests: [{ status: 'closed', closedOn: '2025-01-15' }],
      }),
      '2027-01-16',
      true,
    ],
  ]
  for (const [name, facts, today, due] of cases) {
    test(name, ({ assert }) => {
      assert.equal(isDriverDueForErasure(facts, today, MONTHS), due)
    })
  }

  test('the last day kept, or null while something holds him', ({ assert }) => {
    assert.equal(
      driverKeptThrough(driver({ postingEnds: ['2024-03-10'] }), '2025-01-01', MONTHS),
      '2026-03-10'
    )
    assert.equal(driverKeptThrough(driver({ postingEnds: ['2024-03-10'] }), '2025-01-01', 6), '2024-09-10')
    assert.isNull(driverKeptThrough(driver({ postingEnds: ['2025-01-01'] }), '2025-01-01', MONTHS))
  })

  test('a posting removed ends on its contract’s last day when that has passed, else that day', ({
    assert,
  }) => {
    assert.equal(removedPostingEnd('2025-06-30', '2026-01-10'), '2025-06-30')
    assert.equal(removedPostingEnd('2026-06-30', '2026-01-10'), '2026-01-10')
    assert.equal(removedPostingEnd('2026-01-10', '2026-01-10'), '2026-01-10')
  })
})

test.group('privacy / an erasure asked for', () => {
  const cases: [string, DriverRetentionFacts, string, string | null][] = [
    ['posted on a running contract', driver({ postingEnds: ['2026-03-11'] }), '2026-03-11', 'postingRunning'],
    [
      'posted on a scheduled contract',
      driver({ postingEnds: ['2026-12-31'] }),
      '2026-03-11',
      'postingRunning',
    ],
    ['his contract ended yesterday: at once', driver({ postingEnds: ['2026-03-10'] }), '2026-03-11', null],
    ['never posted: at once', driver({}), '2026-03-11', null],
    [
      "an inspector's request open",
      driver({ authorityRequests: [{ status: 'waiting_customer', closedOn: null }] }),
      '2026-03-11',
      'authorityRequestOpen',
    ],
    [
      'a request closed 2025-01-15: refused through 2027-01-15',
      driver({ authorityRequests: [{ status: 'closed', closedOn: '2025-01-15' }] }),
      '2027-01-15',
      'authorityRequestRetained',
    ],
    [
      '… allowed on 2027-01-16',
      driver({ authorityRequests: [{ status: 'closed', closedOn: '2025-01-15' }] }),
      '2027-01-16',
      null,
    ],
  ]
  for (const [name, facts, today, refusal] of cases) {
    test(name, ({ assert }) => {
      assert.equal(erasureRefusal(facts, today, MONTHS), refusal)
    })
  }
})

test.group('privacy / invoices and credit notes', () => {
  const cases: [string, string, string, boolean][] = [
    ['issued 2016-03-10: kept on 2026-03-10', '2016-03-10', '2026-03-10', false],
    ['issued 2016-03-10: listed from 2026-03-11', '2016-03-10', '2026-03-11', true],
    ['issued 2016-02-29: kept on 2026-02-28', '2016-02-29', '2026-02-28', false],
    ['issued 2016-02-29: listed from 2026-03-01', '2016-02-29', '2026-03-01', true],
    ['issued last year', '2025-12-31', '2026-03-11', false],
  ]
  for (const [name, issueDate, today, past] of cases) {
    test(name, ({ assert }) => {
      assert.equal(isAccountingRecordPastRetention(issueDate, today, 10), past)
      // The lists' filter (issued before the cutoff) says the same.
      assert.equal(issueDate < accountingRetentionCutoff(today, 10), past)
    })
  }
})
