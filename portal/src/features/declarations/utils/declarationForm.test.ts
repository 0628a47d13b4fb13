import { describe, expect, it } from 'vitest'
import type { DeclarablePostingAnswer } from '@posted-workers/domain'
import { checkDeclaration, declarationPayload, declarationValues, splitPlates } from './declarationForm'

const posting: DeclarablePostingAnswer = {
  workerId: 7,
  driverId: 3,
  driverName: 'Jan Kowalski',
  contractId: 2,
  contractCountryCode: 'FR',
  isMobilityPackage: false,
  contractStart: '2026-06-01',
  contractEnd: '2026-11-30',
  declaredUntil: null,
}

describe('a new declaration', () => {
  it('starts today within the contract and lasts as long as it may', () => {
    expect(declarationValues(null, posting, '2026-07-10')).toMatchObject({
      workerId: '7',
      startDate: '2026-07-10',
      endDate: '2026-11-30',
    })
    expect(declarationValues(null, posting, '2026-05-01')).toMatchObject({
      startDate: '2026-06-01',
      endDate: '2026-11-30',
    })
    expect(declarationValues(null, { ...posting, contractEnd: '2027-05-30' }, '2026-06-01').endDate).toBe(
      '2026-11-30'
    )
  })
})

describe('checkDeclaration', () => {
  const valid = declarationValues(null, posting, '2026-06-01')
  const cases: [string, object, string | null, string | null][] = [
    ['valid', {}, null, null],
    [
      'end before start',
      { endDate: '2026-05-31', startDate: '2026-06-02' },
      'endDate',
      'declarations.check.endBeforeStart',
    ],
    [
      'over six months',
      { startDate: '2026-06-01', endDate: '2026-12-01' },
      'endDate',
      'declarations.check.tooLong',
    ],
    [
      'before the contract',
      { startDate: '2026-05-31', endDate: '2026-06-30' },
      'startDate',
      'declarations.check.outsideContract',
    ],
    ['no operation', { operations: [] }, 'operations', 'declarations.check.operations'],
    ['a plate that is not one', { plates: 'WA 12345, =SUM(1)' }, 'plates', 'declarations.check.plate'],
  ]
  for (const [name, change, field, key] of cases) {
    it(name, () => {
      const problems = checkDeclaration({ ...valid, ...change }, posting)
      if (field === null) expect(problems).toEqual({})
      else expect(problems[field as keyof typeof problems]?.key).toBe(key)
    })
  }
  it('the Mobility Package asks for the host country', () => {
    expect(checkDeclaration(valid, { ...posting, isMobilityPackage: true }).countryCode?.key).toBe(
      'declarations.check.country'
    )
  })
})

describe('declarationPayload', () => {
  it('plates as a list, empty fields as none, the posting only when new', () => {
    const values = { ...declarationValues(null, posting, '2026-06-01'), plates: 'WA 12345; KR9876 ,' }
    expect(declarationPayload(values, true)).toMatchObject({
      workerId: 7,
      countryCode: null,
      plates: ['WA 12345', 'KR9876'],
      imiNumber: null,
    })
    expect(declarationPayload(values, false)).not.toHaveProperty('workerId')
    expect(splitPlates('')).toEqual([])
  })
})
