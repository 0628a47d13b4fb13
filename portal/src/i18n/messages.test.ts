import { describe, expect, it } from 'vitest'
import { dictionaries } from './dictionaries'
import { translate } from './messages'

describe('translate', () => {
  it('fills parameters in the requested language', () => {
    expect(translate('pl', 'home.welcome', { name: 'Jan' })).toBe('Witaj, Jan')
    expect(translate('fr', 'app.footer', { year: 2026 })).toContain('2026')
  })

  it('leaves unknown placeholders visible rather than inventing text', () => {
    expect(translate('en', 'home.welcome')).toBe('Welcome, {name}')
  })

  it('has no empty text in any language', () => {
    for (const messages of Object.values(dictionaries)) {
      expect(Object.entries(messages).filter(([, text]) => !text.trim())).toEqual([])
    }
  })
})
