import { describe, expect, it } from 'vitest'
import {
  AUTHORITY_REQUEST_STATUSES,
  authorityChecklist,
  authorityDueOn,
  canMoveAuthorityRequest,
  dueAuthorityReminderStage,
  fitsAuthorityChecklist,
  isAuthorityRequestOverdue,
  missingAuthorityItems,
  type AuthorityRequestStatus,
} from './authority_requests.js'

describe('authorityDueOn', () => {
  it.each([
    ['2026-11-27', '2027-01-22'],
    ['2026-01-01', '2026-02-26'],
    // Across a leap day.
    ['2028-02-01', '2028-03-28'],
  ])('received %s: due %s (8 weeks)', (received, due) => {
    expect(authorityDueOn(received)).toBe(due)
  })
})

describe('the checklist and what is missing', () => {
  it('driver kinds once per driver, the others once, in the list order', () => {
    expect(authorityChecklist(['OTHER', 'PAYSLIPS', 'TRANSPORT_EVIDENCE'], [7, 9])).toEqual([
      { kind: 'TRANSPORT_EVIDENCE', driverId: null },
      { kind: 'PAYSLIPS', driverId: 7 },
      { kind: 'PAYSLIPS', driverId: 9 },
      { kind: 'OTHER', driverId: null },
    ])
  })

  it.each([
    { name: 'nothing uploaded', files: [], missing: 3 },
    { name: 'one payslip of two', files: [{ kind: 'PAYSLIPS', driverId: 7 }], missing: 2 },
    {
      name: 'a file of another driver counts for nobody here',
      files: [{ kind: 'PAYSLIPS', driverId: 8 }],
      missing: 3,
    },
    {
      name: 'everything, some twice',
      files: [
        { kind: 'PAYSLIPS', driverId: 7 },
        { kind: 'PAYSLIPS', driverId: 7 },
        { kind: 'PAYSLIPS', driverId: 9 },
        { kind: 'TRANSPORT_EVIDENCE', driverId: null },
      ],
      missing: 0,
    },
  ] as const)('$name: $missing missing', ({ files, missing }) => {
    expect(missingAuthorityItems(['PAYSLIPS', 'TRANSPORT_EVIDENCE'], [7, 9], files)).toHaveLength(missing)
  })

  it.each([
    [{ kind: 'PAYSLIPS', driverId: 7 }, true],
    [{ kind: 'PAYSLIPS', driverId: null }, false],
    [{ kind: 'PAYSLIPS', driverId: 8 }, false],
    [{ kind: 'TRANSPORT_EVIDENCE', driverId: null }, true],
    [{ kind: 'TRANSPORT_EVIDENCE', driverId: 7 }, false],
    [{ kind: 'TIME_SHEETS', driverId: 7 }, false],
  ] as const)('a file %o fits: %s', (item, fits) => {
    expect(fitsAuthorityChecklist(['PAYSLIPS', 'TRANSPORT_EVIDENCE'], [7], item)).toBe(fits)
  })
})

describe('dueAuthorityReminderStage', () => {
  const DUE = '2027-01-22'
  it.each([
    { today: '2027-01-07', status: 'open', missingCount: 1, stage: null },
    { today: '2027-01-08', status: 'open', missingCount: 1, stage: 14 },
    { today: '2027-01-14', status: 'waiting_customer', missingCount: 1, stage: 14 },
    { today: '2027-01-15', status: 'open', missingCount: 2, stage: 7 },
    { today: '2027-01-19', status: 'open', missingCount: 2, stage: 7 },
    { today: '2027-01-20', status: 'open', missingCount: 2, stage: 2 },
    { today: '2027-01-22', status: 'open', missingCount: 2, stage: 2 },
    // Overdue: the staff's business, not a reminder.
    { today: '2027-01-23', status: 'open', missingCount: 2, stage: null },
    // Nothing missing, or done.
    { today: '2027-01-15', status: 'open', missingCount: 0, stage: null },
    { today: '2027-01-15', status: 'answered', missingCount: 1, stage: null },
    { today: '2027-01-15', status: 'closed', missingCount: 1, stage: null },
  ] as const)('$today, $status, $missingCount missing: $stage', ({ today, status, missingCount, stage }) => {
    expect(dueAuthorityReminderStage({ dueOn: DUE, status, missingCount }, today)).toBe(stage)
  })
})

describe('isAuthorityRequestOverdue', () => {
  it.each([
    ['2027-01-22', 'open', false],
    ['2027-01-23', 'open', true],
    ['2027-01-23', 'waiting_customer', true],
    ['2027-01-23', 'answered', false],
    ['2027-01-23', 'closed', false],
  ] as const)('on %s, %s: %s', (today, status, overdue) => {
    expect(isAuthorityRequestOverdue({ dueOn: '2027-01-22', status }, today)).toBe(overdue)
  })
})

describe('canMoveAuthorityRequest', () => {
  const allowed: Record<AuthorityRequestStatus, AuthorityRequestStatus[]> = {
    open: ['open', 'waiting_customer', 'answered', 'closed'],
    waiting_customer: ['open', 'waiting_customer', 'answered', 'closed'],
    answered: ['open', 'waiting_customer', 'answered', 'closed'],
    closed: ['closed'],
  }
  for (const from of AUTHORITY_REQUEST_STATUSES) {
    for (const to of AUTHORITY_REQUEST_STATUSES) {
      it(`${from} → ${to}: ${allowed[from].includes(to)}`, () => {
        expect(canMoveAuthorityRequest(from, to)).toBe(allowed[from].includes(to))
      })
    }
  }
})
