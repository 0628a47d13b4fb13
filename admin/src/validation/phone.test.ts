import { describe, expect, it } from 'vitest'
import { formatPhoneNumber, normalizePhoneNumber, validPhoneNumber } from './phone'

describe('phone numbers', () => {
  it.each(['+48601234567', '+48 601 234 567', '601 234 567', '+33 6 12 34 56 78', '+49 30 123456'])(
    'accepts %s',
    (value) => expect(validPhoneNumber(value)).toBeUndefined()
  )

  it.each(['123', '+48 000 000', '06 12 34 56 78', 'not a phone', '+48 601 234 567 890'])(
    'refuses %s',
    (value) => expect(validPhoneNumber(value)).toBe('app.validation.phone')
  )

  it('leaves an empty number to the required rule', () => {
    expect(validPhoneNumber('')).toBeUndefined()
    expect(validPhoneNumber('  ')).toBeUndefined()
    expect(validPhoneNumber(null)).toBeUndefined()
  })

  it('reads a national number as Polish and stores it in E.164', () => {
    expect(normalizePhoneNumber('601 234 567')).toBe('+48601234567')
    expect(normalizePhoneNumber('+33 6 12 34 56 78')).toBe('+33612345678')
    expect(normalizePhoneNumber('123')).toBe('123')
  })

  it('displays numbers in international format', () => {
    expect(formatPhoneNumber('+48601234567')).toBe('+48 601 234 567')
  })
})
