import { describe, expect, it } from 'vitest'
import { checkPhone, defaultCountryOf, phoneCountry, phoneCountryOptions } from './phone'

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

describe('countries of the phone fields', () => {
  it.each([
    ['fr', 'FR'],
    ['pl', 'PL'],
    ['en', ''],
  ] as const)('proposes %s → %j by default', (lang, expected) => {
    expect(defaultCountryOf(lang)).toBe(expected)
  })

  it.each(['fr', 'pl', 'en'] as const)('lists Poland first, then by name (%s)', (lang) => {
    const options = phoneCountryOptions(lang)
    expect(options[0]).toMatchObject({ code: 'PL', callingCode: '48' })
    const rest = options.slice(1).map((option) => option.name)
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, lang)))
  })

  it('needs a country for a national number, none for an international one', () => {
    expect(checkPhone('601 234 567', '')).toEqual({ status: 'noCountry' })
    expect(checkPhone('0048 601 234 567', '')).toEqual({ status: 'valid', e164: '+48601234567' })
  })
})
