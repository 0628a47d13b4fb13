import { describe, expect, it } from 'vitest'
import { formatAmount, formatDate, formatDateTime } from './format'

// Intl separates the amount from its symbol with a no-break space (narrow in French).
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('request formats', () => {
  it('shows a calendar date as DD/MM/YYYY', () => {
    expect(formatDate('2027-05-23')).toBe('23/05/2027')
  })

  it('shows an instant in local time as DD/MM/YYYY and HH:mm:ss', () => {
    expect(formatDateTime(new Date(2026, 10, 2, 9, 5, 7).toISOString())).toEqual({
      date: '02/11/2026',
      time: '09:05:07',
    })
  })

  it.each([
    ['fr', '474,00 €'],
    ['pl', '474,00 €'],
    ['en', '€474.00'],
  ])('shows cents as money in %s', (locale, expected) => {
    expect(plainSpaces(formatAmount(47400, 'EUR', locale))).toBe(expected)
  })

  it('groups thousands', () => {
    expect(plainSpaces(formatAmount(123456, 'EUR', 'fr'))).toBe('1 234,56 €')
  })
})
