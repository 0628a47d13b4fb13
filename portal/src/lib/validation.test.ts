import { describe, expect, it } from 'vitest'
import { checkNewPassword, isEmail } from './validation'

describe('checkNewPassword', () => {
  it('accepts matching passwords of 8 characters or more', () => {
    expect(checkNewPassword('abcdefgh', 'abcdefgh')).toEqual({})
  })

  it('reports missing, short and mismatching passwords', () => {
    expect(checkNewPassword('', '')).toEqual({
      password: 'common.required',
      confirmPassword: 'common.required',
    })
    expect(checkNewPassword('abc', 'abc')).toEqual({ password: 'password.tooShort' })
    expect(checkNewPassword('abcdefgh', 'abcdefgX')).toEqual({ confirmPassword: 'password.mismatch' })
  })
})

describe('isEmail', () => {
  it.each([
    ['jan@firma.pl', true],
    [' jan@firma.pl ', true],
    ['jan@firma', false],
    ['jan firma.pl', false],
  ])('%s → %s', (value, expected) => {
    expect(isEmail(value)).toBe(expected)
  })
})
