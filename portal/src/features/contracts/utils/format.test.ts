import { describe, expect, it } from 'vitest'
import { translate, type MessageParams } from '@/i18n/messages'
import type { Language } from '@/i18n/languages'
import { daysLeft } from './format'

const t = (lang: Language) => (key: Parameters<typeof translate>[1], params?: MessageParams) =>
  translate(lang, key, params)
// Dates and money are written by packages/domain, tested there.

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
