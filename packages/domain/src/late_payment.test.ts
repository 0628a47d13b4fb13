import { describe, expect, it } from 'vitest'
import { latePaymentMultipleProblem, latePaymentRateWords } from './late_payment.js'

describe('latePaymentRateWords', () => {
  it.each([
    [3, 'fr', 'trois fois le taux d’intérêt légal'],
    [3, 'pl', 'trzykrotności odsetek ustawowych'],
    [3, 'en', 'three times the legal interest rate'],
    [4, 'fr', 'quatre fois le taux d’intérêt légal'],
    [5, 'pl', 'pięciokrotności odsetek ustawowych'],
    [10, 'en', 'ten times the legal interest rate'],
    [12, 'fr', '12 fois le taux d’intérêt légal'],
    [3.5, 'fr', '3,5 fois le taux d’intérêt légal'],
    [3.5, 'pl', '3,5-krotności odsetek ustawowych'],
    [3.25, 'en', '3.25 times the legal interest rate'],
  ] as const)('%d in %s is %j', (multiple, locale, expected) => {
    expect(latePaymentRateWords(multiple, locale)).toBe(expected)
  })
})

describe('latePaymentMultipleProblem', () => {
  it.each([
    [3, null],
    [3.5, null],
    [10, null],
    [2, 'must be at least 3 (Code de commerce L441-10)'],
    [2.99, 'must be at least 3 (Code de commerce L441-10)'],
    [Number.NaN, 'must be a number'],
    [3.125, 'must have at most two decimals'],
  ])('%d: %j', (multiple, expected) => {
    expect(latePaymentMultipleProblem(multiple)).toBe(expected)
  })
})
