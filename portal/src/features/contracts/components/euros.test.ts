import { describe, expect, it } from 'vitest'
import { parseEuros, todayIso } from './euros'

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
})
