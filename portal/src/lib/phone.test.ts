import { describe, expect, it } from 'vitest'
import { checkPhone, phoneCountry } from './phone'

describe('checkPhone', () => {
  it('accepts an empty number (the phone is optional)', () => {
    expect(checkPhone('   ')).toEqual({ status: 'empty' })
  })

  it('turns a Polish national number into E.164 with the default country', () => {
    expect(checkPhone('601 234 567')).toEqual({ status: 'valid', e164: '+48601234567' })
  })

  it('reads international numbers whatever the chosen country', () => {
    expect(checkPhone('+33 6 12 34 56 78', 'PL')).toEqual({ status: 'valid', e164: '+33612345678' })
    expect(checkPhone('0048601234567', 'FR')).toEqual({ status: 'valid', e164: '+48601234567' })
  })

  it('uses the chosen country for national numbers', () => {
    expect(checkPhone('06 12 34 56 78', 'FR')).toEqual({ status: 'valid', e164: '+33612345678' })
  })

  it.each(['123', '+48 111 111 111', 'not a phone', '+4860123456789'])('refuses %s', (input) => {
    expect(checkPhone(input).status).toBe('invalid')
  })
})

describe('phoneCountry', () => {
  it('finds the country of a stored number, Poland otherwise', () => {
    expect(phoneCountry('+33612345678')).toBe('FR')
    expect(phoneCountry(null)).toBe('PL')
    expect(phoneCountry('garbage')).toBe('PL')
  })
})
