import { describe, expect, it } from 'vitest'
import type { DriverPostingAnswer } from '@posted-workers/domain'
import { translate, type MessageParams } from '@/i18n/messages'
import { driverParam, livePostings, postingPlace, rosterQueryString, type RosterQuery } from './roster'

const t = (key: Parameters<typeof translate>[1], params?: MessageParams) => translate('fr', key, params)

describe('driverParam', () => {
  it.each([
    ['?driver=12', 12],
    ['?driver=12&foo=1', 12],
    ['', null],
    ['?driver=', null],
    ['?driver=0', null],
    ['?driver=-3', null],
    ['?driver=1.5', null],
    ['?driver=abc', null],
    ['?driver=12345678901', null],
  ])('%s → %s', (search, expected) => {
    expect(driverParam(new URLSearchParams(search))).toBe(expected)
  })
})

describe('rosterQueryString', () => {
  it.each([
    [{ filter: '', readiness: null, page: 1 }, '?perPage=25'],
    [{ filter: ' nowak ', readiness: null, page: 1 }, '?filter=nowak&perPage=25'],
    [{ filter: '', readiness: 'not_ready', page: 3 }, '?readiness=not_ready&page=3&perPage=25'],
    // The link of a reminder e-mail asks for its driver alone.
    [{ driver: 40 }, '?driver=40'],
  ] as [RosterQuery, string][])('%j → %s', (query, expected) => {
    expect(rosterQueryString(query)).toBe(expected)
  })
})

const posting = (overrides: Partial<DriverPostingAnswer>): DriverPostingAnswer => ({
  workerId: 1,
  contractId: 1,
  countryCode: 'FR',
  isMobilityPackage: false,
  contractState: 'active',
  startDate: '2026-06-01',
  endDate: '2026-11-30',
  readiness: 'ready',
  missing: [],
  expiring: [],
  notReadySince: null,
  ...overrides,
})

describe('postings', () => {
  it('keeps the postings of contracts that have not ended', () => {
    const postings = [
      posting({ workerId: 1 }),
      posting({ workerId: 2, contractState: 'expired' }),
      posting({ workerId: 3, contractState: 'scheduled' }),
    ]
    expect(livePostings(postings).map((kept) => kept.workerId)).toEqual([1, 3])
  })

  it('names a posting’s place, the EU Mobility Package by its name', () => {
    expect(postingPlace({ countryCode: 'FR', isMobilityPackage: false }, 'fr', t)).toBe('France')
    expect(postingPlace({ countryCode: 'EU', isMobilityPackage: true }, 'fr', t)).toBe('Paquet Mobilité UE')
  })
})
