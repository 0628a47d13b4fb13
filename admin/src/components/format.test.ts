import { describe, expect, it } from 'vitest'
import { formatAmount } from './format'

// The amount and its currency code are separated by a no-break space.
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('amounts in the back-office', () => {
  it.each([
    ['fr', 47400, '474,00 EUR'],
    ['pl', 47400, '474,00 EUR'],
    ['en', 47400, 'EUR 474.00'],
    ['en', -7900, '-EUR 79.00'],
    ['de', 47400, '474,00 EUR'],
  ])('shows cents as money with the currency code in %s (%i)', (locale, cents, expected) => {
    expect(plainSpaces(formatAmount(cents, 'EUR', locale))).toBe(expected)
  })

  it('keeps the code on the line of its amount', () => {
    expect(formatAmount(47400, 'EUR', 'fr')).toBe('474,00\u00a0EUR')
    expect(formatAmount(47400, 'EUR', 'en')).toBe('EUR\u00a0474.00')
  })

  it('groups thousands', () => {
    expect(plainSpaces(formatAmount(123456, 'EUR', 'fr'))).toBe('1 234,56 EUR')
  })
})
