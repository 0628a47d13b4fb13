import { describe, expect, it } from 'vitest'
import { countries } from '@/features/order/testing'
import type { CountryRow } from '@/features/order'
import { EMPTY_PROMO } from '@/features/order'
import {
  changeBlocker,
  changeServerFields,
  effectiveMop,
  isRowComplete,
  type ChangeState,
} from './changeForm'

const row = (overrides: Partial<CountryRow> = {}): CountryRow => ({
  id: 1,
  countryCode: 'EU',
  package: 'w|4',
  numberOfWorkers: 5,
  ...overrides,
})

const ready: ChangeState = {
  rows: [row()],
  countries,
  introducer: null,
  changed: true,
  rowProblems: 0,
  promo: EMPTY_PROMO,
  mop: 'CARD',
  mops: ['CARD', 'TRANSFER'],
  conditions: true,
}

describe('complete rows', () => {
  it.each([
    { title: 'a country and an offered number', row: row(), complete: true },
    { title: 'no country', row: row({ countryCode: null }), complete: false },
    { title: 'a number below the floor', row: row({ minWorkers: 6 }), complete: false },
    { title: 'a number above the package', row: row({ numberOfWorkers: 13 }), complete: false },
    {
      title: 'unlimited, without select',
      row: row({ countryCode: 'BE', package: null, numberOfWorkers: 'more' }),
      complete: true,
    },
  ])('$title: $complete', ({ row, complete }) => {
    expect(isRowComplete(row, countries, null)).toBe(complete)
  })
})

describe('when a renewal or an upgrade may be sent', () => {
  it.each<[string, Partial<ChangeState>, ReturnType<typeof changeBlocker>]>([
    ['everything in order', {}, null],
    ['nothing changed', { changed: false, conditions: false }, 'noChange'],
    ['no row', { rows: [] }, 'incompleteRow'],
    ['a row without country', { rows: [row(), row({ id: 2, countryCode: null })] }, 'incompleteRow'],
    ['a row that does not grow', { rowProblems: 1 }, 'incompleteRow'],
    [
      'a promo code being checked',
      { promo: { status: 'checking', code: 'X', introducer: null } },
      'promoCode',
    ],
    ['an unknown promo code', { promo: { status: 'invalid', code: 'X', introducer: null } }, 'promoCode'],
    ['an upgrade has no promo code', { promo: null }, null],
    ['no payment method', { mop: null }, 'mop'],
    ['a payment method not allowed', { mop: 'TRANSFER', mops: ['CARD'] }, 'mop'],
    ['conditions not accepted', { conditions: false }, 'conditions'],
  ])('%s', (_, change, blocker) => {
    expect(changeBlocker({ ...ready, ...change })).toBe(blocker)
  })
})

describe('payment method sent', () => {
  it.each([
    ['CARD', ['CARD', 'TRANSFER'], 'CARD'],
    ['CARD', ['TRANSFER'], 'TRANSFER'],
    ['TRANSFER', [], 'TRANSFER'],
  ] as const)('%s among %j gives %s', (chosen, mops, sent) => {
    expect(effectiveMop(chosen, [...mops])).toBe(sent)
  })
})

describe('server fields', () => {
  it('names every row field, the conditions, the payment method and the promo code of a renewal', () => {
    const fields = changeServerFields(2, true)
    expect(fields).toEqual(
      expect.arrayContaining([
        'representativeCountries',
        'representativeCountries.1.numberOfWorkers',
        'conditions',
        'mop',
        'promoCode',
      ])
    )
    expect(changeServerFields(1, false)).not.toContain('promoCode')
    expect(changeServerFields(1, false)).not.toContain('representativeCountries.1.countryCode')
  })
})
