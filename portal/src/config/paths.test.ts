import { describe, expect, it } from 'vitest'
import { isAppPath, isKnownPage, paths, safeRedirectTarget } from './paths'

describe('paths', () => {
  it('builds language-prefixed page and api paths', () => {
    expect(paths.home('pl')).toBe('/pl/home')
    expect(paths.api('en', '/auth/session')).toBe('/en/api/auth/session')
    expect(paths.logout('fr')).toBe('/fr/api/auth/logout')
    expect(paths.login('fr', '/fr/profile?x=1')).toBe('/fr/login?redirect=%2Ffr%2Fprofile%3Fx%3D1')
    expect(paths.register('pl')).toBe('/pl/workers/register')
    expect(paths.conditions('en', true)).toBe('/en/workers/conditions?print=true')
    expect(paths.bankTransfer('fr')).toBe('/fr/workers/bank-transfer')
    expect(paths.drivers('pl')).toBe('/pl/drivers')
    expect(paths.drivers('en', 40)).toBe('/en/drivers?driver=40')
  })

  it('recognises our pages without their language prefix', () => {
    expect(isKnownPage('/home')).toBe(true)
    expect(isKnownPage('/reset-password')).toBe(true)
    expect(isKnownPage('/workers/register')).toBe(true)
    expect(isKnownPage('/drivers')).toBe(true)
    expect(isKnownPage('/de/home')).toBe(false)
    expect(isKnownPage('/nothing')).toBe(false)
  })

  it('tells router pages from server paths', () => {
    expect(isAppPath('/fr/home')).toBe(true)
    expect(isAppPath('/pl')).toBe(true)
    expect(isAppPath('/fr/api/auth/logout')).toBe(false)
    expect(isAppPath('/admin/')).toBe(false)
    expect(isAppPath('/de/home')).toBe(false)
  })

  it('accepts only our own pages as a post-login target', () => {
    expect(safeRedirectTarget('/pl/profile?tab=1')).toBe('/pl/profile?tab=1')
    expect(safeRedirectTarget('//evil.example/fr/home')).toBeNull()
    expect(safeRedirectTarget('https://evil.example/')).toBeNull()
    expect(safeRedirectTarget('/fr/api/auth/logout')).toBeNull()
    expect(safeRedirectTarget(null)).toBeNull()
  })
})
