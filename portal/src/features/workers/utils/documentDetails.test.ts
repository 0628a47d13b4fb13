import { describe, expect, it } from 'vitest'
import { translate, type MessageParams } from '@/i18n/messages'
import type { Language } from '@/i18n/languages'
import {
  checkDetails,
  documentCaption,
  EMPTY_DETAILS,
  validityHint,
  type DetailsValues,
} from './documentDetails'

const t = (lang: Language) => (key: Parameters<typeof translate>[1], params?: MessageParams) =>
  translate(lang, key, params)

describe('checkDetails', () => {
  it.each([
    ['no category', {}, { category: 'common.required' }],
    ['a payslip without dates', { category: 'SALARY' }, {}],
    ['an A1 without its last day', { category: 'A1' }, { validUntil: 'documents.validUntilRequired' }],
    [
      'a driver card without its last day',
      { category: 'DRIVER_CARD', validFrom: '2026-01-01' },
      { validUntil: 'documents.validUntilRequired' },
    ],
    ['an A1 with its last day', { category: 'A1', validUntil: '2027-03-31' }, {}],
    ['one day long', { category: 'A1', validFrom: '2027-03-31', validUntil: '2027-03-31' }, {}],
    [
      'ending before it starts',
      { category: 'OTHER', validFrom: '2027-04-01', validUntil: '2027-03-31' },
      { validUntil: 'documents.endsBeforeStart' },
    ],
  ] as [string, Partial<DetailsValues>, object][])('%s', (_, values, expected) => {
    expect(checkDetails({ ...EMPTY_DETAILS, ...values })).toEqual(expected)
  })
})

describe('validityHint', () => {
  const today = '2026-11-27'
  const hint = (category: 'A1' | 'SALARY', validUntil: string | null, lang: Language = 'en') =>
    validityHint({ category, validUntil }, today, lang, t(lang))

  it.each([
    ['A1', '2026-11-26', 'en', { severity: 'error', text: 'Expired' }],
    ['A1', '2026-11-27', 'en', { severity: 'warning', text: 'Ends today' }],
    ['A1', '2026-11-28', 'en', { severity: 'warning', text: 'Ends in 1 day' }],
    ['A1', '2026-12-27', 'en', { severity: 'warning', text: 'Ends in 30 days' }],
    ['A1', '2026-12-28', 'en', null],
    ['A1', '2026-11-30', 'pl', { severity: 'warning', text: 'Wygasa za 3 dni' }],
    ['A1', '2026-12-02', 'fr', { severity: 'warning', text: 'Expire dans 5 jours' }],
    ['A1', null, 'en', { severity: 'warning', text: 'No last valid day: not counted' }],
    ['SALARY', null, 'en', null],
  ] as const)('%s until %s in %s', (category, validUntil, lang, expected) => {
    expect(hint(category, validUntil, lang)).toEqual(expected)
  })
})

describe('documentCaption', () => {
  it.each([
    [
      { scope: 'driver', documentNumber: 'PL 123', issuingCountry: 'PL' },
      'en',
      "Driver's own · No. PL 123 · Poland",
    ],
    [{ scope: 'posting', documentNumber: null, issuingCountry: null }, 'fr', 'Propre à ce contrat'],
    [{ scope: 'driver', documentNumber: null, issuingCountry: 'DE' }, 'pl', 'Osobisty · Niemcy'],
  ] as const)('%j in %s', (document, lang, expected) => {
    expect(documentCaption(document, lang, t(lang))).toBe(expected)
  })
})
