import { describe, expect, it } from 'vitest'
import { pickInitialLocale } from './locales'

describe('initial language', () => {
  it('prefers the remembered choice', () => {
    expect(pickInitialLocale('pl', ['en-GB'])).toBe('pl')
  })

  it('takes the first browser language we have', () => {
    expect(pickInitialLocale(null, ['de-DE', 'pl-PL', 'en'])).toBe('pl')
    expect(pickInitialLocale('xx', ['EN-us'])).toBe('en')
  })

  it('falls back to French', () => {
    expect(pickInitialLocale(null, ['de', 'it'])).toBe('fr')
    expect(pickInitialLocale(null, [])).toBe('fr')
  })
})
