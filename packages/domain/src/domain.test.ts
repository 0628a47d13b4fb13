import { describe, expect, it } from 'vitest'
import {
  billingPeriod,
  billingPeriodRange,
  cleanVatInput,
  parseEuros,
  todayIso,
  isoDate,
  formatDate,
  dateTimeParts,
  formatDateTime,
  formatMoney,
  formatMoneyWithCode,
  formatPeriod,
  isWellFormedVatNumber,
  vatPrefixOf,
} from './index.js'
import { checkPhone, formatPhone, phoneCountryOf } from './phone.js'

describe('formatMoney', () => {
  it.each([
    [47400, 'fr', '474,00\u00a0€'],
    [47400, 'pl', '474,00\u00a0€'],
    [47400, 'en', '€474.00'],
    [123456789, 'fr', '1\u00a0234\u00a0567,89\u00a0€'],
    [123456789, 'en', '€1,234,567.89'],
    [-7900, 'fr', '-79,00\u00a0€'],
    [5, 'en', '€0.05'],
  ] as const)('%i in %s is %j', (cents, locale, expected) => {
    expect(formatMoney(cents, 'EUR', locale)).toBe(expected)
  })

  it('refuses what is not cents', () => {
    expect(() => formatMoney(1.5, 'EUR', 'fr')).toThrow(TypeError)
  })
})

describe('formatMoneyWithCode', () => {
  it.each([
    [47400, 'fr', '474,00\u00a0EUR'],
    [47400, 'pl', '474,00\u00a0EUR'],
    [47400, 'en', 'EUR\u00a0474.00'],
    [123456789, 'fr', '1\u00a0234\u00a0567,89\u00a0EUR'],
    [123456789, 'en', 'EUR\u00a01,234,567.89'],
    [-7900, 'fr', '-79,00\u00a0EUR'],
    [-7900, 'en', '-EUR\u00a079.00'],
    [5, 'pl', '0,05\u00a0EUR'],
  ] as const)('%i in %s is %j', (cents, locale, expected) => {
    expect(formatMoneyWithCode(cents, 'EUR', locale)).toBe(expected)
  })

  it('refuses what is not cents', () => {
    expect(() => formatMoneyWithCode(1.5, 'EUR', 'fr')).toThrow(TypeError)
  })
})

describe('formatDate', () => {
  it.each([
    ['2026-11-24', '24/11/2026'],
    [null, ''],
    [undefined, ''],
    ['', ''],
  ])('%j is %j', (date, expected) => {
    expect(formatDate(date)).toBe(expected)
  })

  it('refuses what is not a date', () => {
    expect(() => formatDate('24/11/2026')).toThrow(TypeError)
    expect(() => formatDate('2026-11-24T23:30:00.000Z')).toThrow(TypeError)
  })

  it('writes a period', () => {
    expect(formatPeriod('2026-11-24', '2027-05-25')).toBe('24/11/2026 – 25/05/2027')
  })
})

describe('VAT numbers', () => {
  it.each([
    ['pl 526-025.02 74', 'PL5260250274'],
    ['fr 40 303 265 045', 'FR40303265045'],
  ])('%j is read as %j', (input, expected) => {
    expect(cleanVatInput(input)).toBe(expected)
  })

  it.each([
    ['GR', 'EL'],
    ['pl', 'PL'],
  ])('the prefix of %s is %s', (country, prefix) => {
    expect(vatPrefixOf(country)).toBe(prefix)
  })

  it.each([
    ['PL 526 025 02 74', true],
    ['5260250274', false],
    ['PL1', false],
    ['PL 526/025/02/74', false],
  ])('%j is well formed: %s', (input, expected) => {
    expect(isWellFormedVatNumber(input)).toBe(expected)
  })
})

describe('phone numbers', () => {
  it.each([
    ['', 'PL', { status: 'empty' }],
    ['601 234 567', 'PL', { status: 'valid', e164: '+48601234567' }],
    ['0048 601 234 567', '', { status: 'valid', e164: '+48601234567' }],
    ['+33 6 12 34 56 78', 'PL', { status: 'valid', e164: '+33612345678' }],
    ['601 234 567', '', { status: 'noCountry' }],
    ['601 234', 'PL', { status: 'invalid' }],
  ] as const)('%j with %j', (input, country, expected) => {
    expect(checkPhone(input, country)).toEqual(expected)
  })

  it('writes a stored number for reading and finds its country', () => {
    expect(formatPhone('+48601234567')).toBe('+48 601 234 567')
    expect(phoneCountryOf('+33612345678')).toBe('FR')
    expect(phoneCountryOf(null)).toBe('PL')
  })
})

describe('billing periods', () => {
  it.each([
    [{ year: 2026, month: 11 }, '2026-11', '2026-11-01', '2026-11-30'],
    [{ year: 2028, month: 2 }, '2028-02', '2028-02-01', '2028-02-29'],
    [{ year: 2027, month: 2 }, '2027-02', '2027-02-01', '2027-02-28'],
    [{ year: 2026, quarter: 1 }, '2026-Q1', '2026-01-01', '2026-03-31'],
    [{ year: 2026, quarter: 4 }, '2026-Q4', '2026-10-01', '2026-12-31'],
  ] as const)('%j is %s, from %s to %s', (choice, text, from, to) => {
    expect(billingPeriod(choice)).toBe(text)
    expect(billingPeriodRange(text)).toEqual({ from, to })
  })

  it.each([
    '2026-13',
    '2026-00',
    '2026-Q5',
    '2026-Q0',
    '2026-1',
    '26-11',
    'x',
    '',
    ' 2026-11',
    '0999-01',
    null,
    11,
  ])('%j is not a period', (period) => {
    expect(billingPeriodRange(period)).toBeNull()
  })
})

describe('parseEuros', () => {
  it.each([
    ['474,00', 47400],
    ['474.5', 47450],
    ['474', 47400],
    ['1 234,56', 123456],
    ['1\u202f234,56', 123456],
    ['12 345 678.9', 1234567890],
    [' 0,07 ', 7],
    ['79 €', 7900],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseEuros(text)).toBe(cents)
  })

  it.each(['', 'abc', '-5', '4,567', '1.234,56', '12 34', '1,2,3', ',50', '5,'])('refuses %j', (text) => {
    expect(parseEuros(text)).toBeNull()
  })
})

describe('todayIso', () => {
  it('formats the local date', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05')
  })
  it('is the local day of a Date, as isoDate writes any', () => {
    expect(isoDate(new Date(2026, 1, 28, 0, 0))).toBe('2026-02-28')
  })
})

describe('dateTimeParts and formatDateTime', () => {
  it('read an instant on the reader’s clock', () => {
    const instant = new Date(2026, 10, 27, 9, 30, 5).toISOString()
    expect(dateTimeParts(instant)).toEqual({ date: '27/11/2026', time: '09:30:05' })
    expect(formatDateTime(instant)).toBe('27/11/2026 09:30')
  })

  it('write nothing for no instant or text that is not one', () => {
    expect(dateTimeParts(null)).toBeNull()
    expect(dateTimeParts('soon')).toBeNull()
    expect(formatDateTime(undefined)).toBe('')
  })
})
