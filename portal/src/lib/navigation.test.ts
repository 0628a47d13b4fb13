import { describe, expect, it } from 'vitest'
import { loginTarget } from './navigation'

describe('loginTarget', () => {
  it('keeps the target page and query in the language chosen on the login page', () => {
    expect(loginTarget('/fr/profile?x=1#phone', 'pl')).toBe('/pl/profile?x=1#phone')
  })

  it('refuses targets outside the portal', () => {
    expect(loginTarget('//evil.example/fr/home', 'fr')).toBeNull()
    expect(loginTarget('/admin/', 'fr')).toBeNull()
    expect(loginTarget(null, 'fr')).toBeNull()
  })
})
