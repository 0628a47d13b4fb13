import { beforeEach, describe, expect, it } from 'vitest'
import { dismissLanguageOffer, offersLanguage } from './userLanguage'

beforeEach(() => sessionStorage.clear())

describe('the offer to keep the page language for e-mails and documents', () => {
  it('is made when the page is in another language than the user’s own', () => {
    expect(offersLanguage('en', 'fr')).toBe(true)
    expect(offersLanguage('fr', 'fr')).toBe(false)
    expect(offersLanguage('fr', undefined)).toBe(false)
  })

  it('is not made again for a language the user said "not now" to, but still for another', () => {
    dismissLanguageOffer('en')
    expect(offersLanguage('en', 'fr')).toBe(false)
    expect(offersLanguage('pl', 'fr')).toBe(true)
  })

  it('survives a damaged stored value', () => {
    sessionStorage.setItem('pw.languageKeep.dismissed', '{not json')
    expect(offersLanguage('en', 'fr')).toBe(true)
    dismissLanguageOffer('en')
    expect(offersLanguage('en', 'fr')).toBe(false)
  })
})
