import { describe, expect, it } from 'vitest'
import { readinessOn, type ValidityDocument } from './readiness.js'
import type { DocumentCategory } from './enums.js'

const DAY = '2026-11-27'
const START = '2026-10-01'
const REQUIRED: DocumentCategory[] = ['A1', 'WORK_CONTRACT']

function doc(category: DocumentCategory, validUntil: string | null, validFrom: string | null = null) {
  return { category, validFrom, validUntil } satisfies ValidityDocument
}

const CONTRACT = doc('WORK_CONTRACT', null)

describe('readinessOn', () => {
  const cases: {
    name: string
    documents: ValidityDocument[]
    state: string
    missing?: DocumentCategory[]
    expiring?: { category: DocumentCategory; validUntil: string }[]
    since?: string | null
    through?: string | null
  }[] = [
    {
      name: 'missing: never held, since the posting began',
      documents: [CONTRACT],
      state: 'not_ready',
      missing: ['A1'],
      since: START,
      through: null,
    },
    {
      name: 'expired yesterday: missing since today',
      documents: [CONTRACT, doc('A1', '2026-11-26')],
      state: 'not_ready',
      missing: ['A1'],
      since: '2026-11-27',
      through: null,
    },
    {
      name: 'ends today: still valid, expiring',
      documents: [CONTRACT, doc('A1', DAY)],
      state: 'expiring',
      expiring: [{ category: 'A1', validUntil: DAY }],
      through: DAY,
    },
    {
      name: 'ends in 30 days: expiring',
      documents: [CONTRACT, doc('A1', '2026-12-27')],
      state: 'expiring',
      expiring: [{ category: 'A1', validUntil: '2026-12-27' }],
      through: '2026-12-27',
    },
    {
      name: 'ends in 31 days: ready until the next day',
      documents: [CONTRACT, doc('A1', '2026-12-28')],
      state: 'ready',
      through: '2026-11-27',
    },
    {
      name: 'no end date where none is needed (a work contract): ready',
      documents: [CONTRACT, doc('A1', '2027-06-30')],
      state: 'ready',
      through: '2027-05-30',
    },
    {
      name: 'no end date where one is needed (an A1): does not count',
      documents: [CONTRACT, doc('A1', null)],
      state: 'not_ready',
      missing: ['A1'],
      since: START,
    },
    {
      name: 'not valid yet: missing until it starts',
      documents: [CONTRACT, doc('A1', '2027-06-30', '2026-12-01')],
      state: 'not_ready',
      missing: ['A1'],
      since: START,
      through: '2026-11-30',
    },
    {
      name: 'an old A1 ending and a new one valid: the longest counts',
      documents: [CONTRACT, doc('A1', '2026-12-01'), doc('A1', '2027-06-30')],
      state: 'ready',
      through: '2026-12-01',
    },
    {
      name: 'an ended document before the posting began: missing since the posting began',
      documents: [CONTRACT, doc('A1', '2026-01-31')],
      state: 'not_ready',
      missing: ['A1'],
      since: START,
    },
    {
      name: 'several missing: in the required order, since the earliest gap',
      documents: [doc('A1', '2026-11-20')],
      state: 'not_ready',
      missing: ['A1', 'WORK_CONTRACT'],
      since: START,
    },
    {
      name: 'documents of categories not required change nothing',
      documents: [CONTRACT, doc('A1', '2027-06-30'), doc('CPC', '2026-11-28')],
      state: 'ready',
      through: '2027-05-30',
    },
  ]

  for (const testCase of cases) {
    it(testCase.name, () => {
      const answer = readinessOn(DAY, REQUIRED, testCase.documents, START)
      expect(answer.state).toBe(testCase.state)
      expect(answer.missing).toEqual(testCase.missing ?? [])
      expect(answer.expiring).toEqual(testCase.expiring ?? [])
      expect(answer.notReadySince).toBe(testCase.since ?? null)
      if (testCase.through !== undefined) expect(answer.validThrough).toBe(testCase.through)
    })
  }

  it('holds until its validThrough, and changes the day after', () => {
    const documents = [CONTRACT, doc('A1', '2026-12-28')]
    const answer = readinessOn(DAY, REQUIRED, documents, START)
    expect(readinessOn(answer.validThrough!, REQUIRED, documents, START).state).toBe('ready')
    expect(readinessOn('2026-11-28', REQUIRED, documents, START).state).toBe('expiring')
  })

  it('nothing required: ready, for ever', () => {
    expect(readinessOn(DAY, [], [], START)).toEqual({
      state: 'ready',
      missing: [],
      expiring: [],
      notReadySince: null,
      validThrough: null,
    })
  })
})
