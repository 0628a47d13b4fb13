import { describe, expect, it } from 'vitest'
import { centsToEuros, eurosToCents } from './MoneyInput'

describe('an amount typed in euros', () => {
  it.each([
    [79, 7900],
    ['4.5', 450],
    ['4,50', 450],
    ['0', 0],
    ['', null],
    [null, null],
    ['4.567', null],
    ['-3', null],
    ['abc', null],
  ])('%s is kept as %s cents', (typed, cents) => {
    expect(eurosToCents(typed)).toBe(cents)
  })

  it('is shown in euros', () => {
    expect(centsToEuros(450)).toBe('4.5')
    expect(centsToEuros(null)).toBe('')
  })
})
