import { describe, expect, it } from 'vitest'
import { toUpdateLoginInput } from './accountForm'

describe('toUpdateLoginInput', () => {
  it('sends the login when it differs from the e-mail', () => {
    expect(toUpdateLoginInput({ login: ' demo ', email: 'demo@firma.pl', currentPassword: 'pw' })).toEqual({
      login: 'demo',
      email: 'demo@firma.pl',
      currentPassword: 'pw',
    })
  })

  it('leaves the login out when it equals the e-mail or is empty', () => {
    expect(toUpdateLoginInput({ login: 'a@b.pl', email: 'a@b.pl', currentPassword: 'pw' })).toEqual({
      email: 'a@b.pl',
      currentPassword: 'pw',
    })
    expect(toUpdateLoginInput({ login: '', email: 'a@b.pl', currentPassword: 'pw' })).not.toHaveProperty(
      'login'
    )
  })
})
