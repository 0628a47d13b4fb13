import { beforeEach, describe, expect, it, vi } from 'vitest'
import { TotpRequired } from '../signIn/sessionApi'
import { createAuthProvider } from './authProvider'
import { createI18nProvider } from './i18nProvider'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const application = (isAdmin: boolean) => ({
  user: {
    id: isAdmin ? 1 : 2,
    login: isAdmin ? 'admin' : 'demo',
    role: isAdmin ? 'eurofiscalis-workers-admin' : 'customer',
    isAdmin,
    backOfficeRole: (isAdmin ? 'admin' : null) as string | null,
    profile: { displayName: isAdmin ? '' : 'Jan Kowalski' },
  },
})

/** A fake server: the session it reports follows the last login or logout. */
const fakeServer = (loginAs: 'admin' | 'customer') => {
  let loggedIn: boolean = false
  return vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET'
    if (url.endsWith('/auth/session')) {
      return json(200, {
        isLoggedIn: loggedIn,
        applicationDataForLoggedInUser: loggedIn ? application(loginAs === 'admin') : null,
      })
    }
    if (url.endsWith('/auth/login') && method === 'POST') {
      loggedIn = true
      return json(200, { isLoggedIn: true, applicationDataForLoggedInUser: application(loginAs === 'admin') })
    }
    if (url.endsWith('/auth/logout') && method === 'POST') {
      loggedIn = false
      return json(200, { loggedOut: true })
    }
    return json(404, { errors: [{ message: 'Not found' }] })
  })
}

const calls = (fetchMock: ReturnType<typeof fakeServer>) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`)

describe('authProvider', () => {
  const i18n = createI18nProvider('en')

  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=token; path=/'
  })

  it('refuses a customer, logs them out and says why', async () => {
    const server = fakeServer('customer')
    vi.stubGlobal('fetch', server)
    const auth = createAuthProvider(i18n)

    // A key: the sign-in page translates it.
    await expect(auth.login({ username: 'demo', password: 'Demo1234!' })).rejects.toThrow(
      'app.auth.not_admin'
    )
    expect(calls(server)).toEqual([
      'GET /en/api/auth/session',
      'POST /en/api/auth/login',
      'POST /en/api/auth/logout',
    ])
    const loginBody = JSON.parse(server.mock.calls[1][1]?.body as string)
    expect(loginBody).toEqual({ login: 'demo', password: 'Demo1234!' })
    await expect(auth.checkAuth({})).rejects.toBeDefined()
  })

  it('lets an admin in and knows who they are', async () => {
    const server = fakeServer('admin')
    vi.stubGlobal('fetch', server)
    const auth = createAuthProvider(i18n)

    await auth.login({ username: 'admin', password: 'Admin1234!' })
    await expect(auth.checkAuth({})).resolves.toBeUndefined()
    await expect(auth.getIdentity!()).resolves.toEqual({
      id: 1,
      fullName: 'admin',
      totpEnrolmentRequired: false,
    })
    await expect(auth.getPermissions!({})).resolves.toBe('admin')

    await auth.logout({})
    await expect(auth.checkAuth({})).rejects.toBeDefined()
  })

  it('lets a back-office accountant in, with their role as permissions', async () => {
    const accountant = {
      user: { ...application(true).user, role: 'eurofiscalis-workers-accountant', isAdmin: false },
    }
    accountant.user.backOfficeRole = 'accountant'
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { isLoggedIn: true, applicationDataForLoggedInUser: accountant }))
    )
    const auth = createAuthProvider(i18n)

    await auth.login({ username: 'ewa', password: 'Secret-2026' })
    await expect(auth.checkAuth({})).resolves.toBeUndefined()
    await expect(auth.getPermissions!({})).resolves.toBe('accountant')
  })

  it('asks for the code after the password of an account with a second factor, then signs in with it', async () => {
    let codeTyped = false
    const server = vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url.endsWith('/auth/login')) return json(200, { isLoggedIn: false, totpRequired: true })
      if (url.endsWith('/auth/login/totp')) {
        codeTyped = JSON.parse(init.body as string).code === '123456'
        return json(200, { isLoggedIn: true, applicationDataForLoggedInUser: application(true) })
      }
      return json(200, {
        isLoggedIn: codeTyped,
        applicationDataForLoggedInUser: codeTyped ? application(true) : null,
      })
    })
    vi.stubGlobal('fetch', server)
    const auth = createAuthProvider(i18n)

    await expect(auth.login({ username: 'admin', password: 'Admin1234!' })).rejects.toBeInstanceOf(
      TotpRequired
    )
    await expect(auth.checkAuth({})).rejects.toBeDefined()
    await auth.login({ code: '123456' })

    expect(codeTyped).toBe(true)
    await expect(auth.checkAuth({})).resolves.toBeUndefined()
  })

  it('refuses a customer who arrives with a portal session, without ending it', async () => {
    const server = vi.fn(async () =>
      json(200, { isLoggedIn: true, applicationDataForLoggedInUser: application(false) })
    )
    vi.stubGlobal('fetch', server)
    const auth = createAuthProvider(i18n)

    await expect(auth.checkAuth({})).rejects.toThrow('app.auth.not_admin')
    await auth.logout({})
    expect(server).toHaveBeenCalledTimes(1)
  })

  it('sends a visitor to the login page without calling logout on the server', async () => {
    const server = fakeServer('admin')
    vi.stubGlobal('fetch', server)
    const auth = createAuthProvider(i18n)

    await expect(auth.checkAuth({})).rejects.toBeDefined()
    await auth.logout({})
    expect(calls(server)).toEqual(['GET /en/api/auth/session'])
  })

  it('asks react-admin to log out on 401 and 403 only', async () => {
    const auth = createAuthProvider(i18n)
    await expect(auth.checkError({ status: 401 })).rejects.toBeDefined()
    await expect(auth.checkError({ status: 403 })).rejects.toBeDefined()
    await expect(auth.checkError({ status: 422 })).resolves.toBeUndefined()
    await expect(auth.checkError({ status: 500 })).resolves.toBeUndefined()
  })
})
