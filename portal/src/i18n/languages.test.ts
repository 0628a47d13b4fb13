import { describe, expect, it } from 'vitest'
import {
  detectLanguage,
  prefixLanguagePath,
  replaceUnknownLanguage,
  splitLanguage,
  switchLanguagePath,
} from './languages'

describe('detectLanguage', () => {
  it.each([
    [['pl-PL', 'en-US'], 'pl'],
    [['de-DE', 'en-GB', 'fr'], 'en'],
    [['FR-be'], 'fr'],
    [['de', 'es'], 'fr'],
    [[], 'fr'],
  ])('%j gives %s', (preferred, expected) => {
    expect(detectLanguage(preferred)).toBe(expected)
  })
})

describe('splitLanguage', () => {
  it('separates a known language prefix', () => {
    expect(splitLanguage('/pl/profile')).toEqual({ lang: 'pl', rest: '/profile' })
    expect(splitLanguage('/en')).toEqual({ lang: 'en', rest: '/' })
  })

  it('leaves paths without a known prefix alone', () => {
    expect(splitLanguage('/home')).toEqual({ lang: null, rest: '/home' })
    expect(splitLanguage('/de/home')).toEqual({ lang: null, rest: '/de/home' })
    expect(splitLanguage('/french/home')).toEqual({ lang: null, rest: '/french/home' })
  })
})

describe('switchLanguagePath', () => {
  it('keeps the page, the query and the anchor', () => {
    expect(
      switchLanguagePath({ pathname: '/fr/profile', search: '?tab=2&x=%C3%A9', hash: '#phone' }, 'pl')
    ).toBe('/pl/profile?tab=2&x=%C3%A9#phone')
  })

  it('keeps the token of the reset-password page', () => {
    expect(switchLanguagePath({ pathname: '/pl/reset-password', search: '?token=abc' }, 'en')).toBe(
      '/en/reset-password?token=abc'
    )
  })

  it('adds the language to a path that has none', () => {
    expect(switchLanguagePath({ pathname: '/faq' }, 'en')).toBe('/en/faq')
  })
})

describe('prefixLanguagePath', () => {
  it('puts the language in front and keeps the query', () => {
    expect(prefixLanguagePath({ pathname: '/home', search: '?a=1' }, 'pl')).toBe('/pl/home?a=1')
    expect(prefixLanguagePath({ pathname: 'login' }, 'fr')).toBe('/fr/login')
  })
})

describe('replaceUnknownLanguage', () => {
  it.each([
    ['/de/home', '', '/fr/home'],
    ['/xx/login', '?next=1', '/fr/login?next=1'],
    ['/de', '', '/fr'],
    ['/fr/home', '', null],
    ['/home', '', null],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(replaceUnknownLanguage({ pathname, search }, 'fr')).toBe(expected)
  })
})
