import { describe, expect, it } from 'vitest'
import { translate, type MessageParams } from '../../../i18n/messages'
import type { Language } from '../../../i18n/languages'
import { daysLeft, formatDate, formatMoney } from './format'

const t = (lang: Language) => (key: Parameters<typeof translate>[1], params?: MessageParams) =>
  translate(lang, key, params)
// Intl separates thousands and currency with narrow or plain no-break spaces, depending on the locale.
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('formatDate', () => {
  it.each([
    { date: '2027-03-24', expected: '24/03/2027' },
    { date: '2026-01-05', expected: '05/01/2026' },
    { date: '2026-01-05T23:30:00.000Z', expected: '05/01/2026' },
    { date: '', expected: '' },
    { date: null, expected: '' },
    { date: 'not a date', expected: '' },
  ])('$date → "$expected"', ({ date, expected }) => {
    expect(formatDate(date)).toBe(expected)
  })
})

describe('formatMoney', () => {
  it.each([
    { cents: 47400, lang: 'fr', expected: '474,00 €' },
    { cents: 47400, lang: 'pl', expected: '474,00 €' },
    { cents: 47400, lang: 'en', expected: '€474.00' },
    { cents: 123456, lang: 'fr', expected: '1 234,56 €' },
  ] as const)('$cents in $lang → $expected', ({ cents, lang, expected }) => {
    expect(spaces(formatMoney(cents, lang))).toBe(expected)
  })
})

describe('daysLeft', () => {
  it.each([
    { count: 1, lang: 'en', expected: '1 day left' },
    { count: 123, lang: 'en', expected: '123 days left' },
    { count: 1, lang: 'fr', expected: '1 jour restant' },
    { count: 12, lang: 'fr', expected: '12 jours restants' },
    { count: 1, lang: 'pl', expected: 'Pozostał 1 dzień' },
    { count: 3, lang: 'pl', expected: 'Pozostały 3 dni' },
    { count: 22, lang: 'pl', expected: 'Pozostały 22 dni' },
    { count: 12, lang: 'pl', expected: 'Pozostało 12 dni' },
    { count: 123, lang: 'pl', expected: 'Pozostały 123 dni' },
    { count: 125, lang: 'pl', expected: 'Pozostało 125 dni' },
  ] as const)('$count in $lang → $expected', ({ count, lang, expected }) => {
    expect(daysLeft(count, lang, t(lang))).toBe(expected)
  })
})
