import { beforeEach, describe, expect, it, vi } from 'vitest'
import { readSession, SignInError, signInStep, TotpRequired } from './sessionApi'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const user = (backOfficeRole: string | null) => ({
  user: { id: 1, login: 'someone', role: 'x', isAdmin: false, backOfficeRole, profile: null },
})
const signedIn = (backOfficeRole: string | null) => ({
  isLoggedIn: true,
  applicationDataForLoggedInUser: user(backOfficeRole),
})

const calls = (server: ReturnType<typeof vi.fn>) =>
  server.mock.calls.map(([url, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${url}`)
const sent = (server: ReturnType<typeof vi.fn>, index: number) => {
  const init = server.mock.calls[index][1] as RequestInit
  const body: unknown = init.body === undefined ? undefined : JSON.parse(init.body as string)
  return { headers: new Headers(init.headers), body, init }
}

const clearCookie = () => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
}

describe('the sign-in calls', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=abc%3D%3D; path=/'
  })

  it('signs in a member of the staff with the password, echoing the XSRF token', async () => {
    const server = vi.fn(async () => json(200, signedIn('admin')))
    vi.stubGlobal('fetch', server)

    await expect(signInStep('pl', { username: 'ewa', password: 'Secret-2026' })).resolves.toEqual(
      signedIn('admin')
    )
    expect(calls(server)).toEqual(['POST /pl/api/auth/login'])
    const { headers, body, init } = sent(server, 0)
    expect(body).toEqual({ login: 'ewa', password: 'Secret-2026' })
    expect(headers.get('X-XSRF-TOKEN')).toBe('abc==')
    expect(headers.get('Content-Type')).toBe('application/json')
    expect(init.credentials).toBe('include')
  })

  it('asks for the XSRF cookie first when the browser has none', async () => {
    clearCookie()
    const server = vi.fn(async (url: string) => {
      if (url === '/session/csrf') document.cookie = 'XSRF-TOKEN=fresh; path=/'
      return url === '/session/csrf' ? new Response(null, { status: 204 }) : json(200, signedIn('admin'))
    })
    vi.stubGlobal('fetch', server)

    await signInStep('fr', { username: 'admin', password: 'Admin1234!' })
    expect(calls(server)).toEqual(['POST /session/csrf', 'POST /fr/api/auth/login'])
    expect(sent(server, 1).headers.get('X-XSRF-TOKEN')).toBe('fresh')
    clearCookie()
  })

  it('asks for the code after the password of an account with a second factor, then takes the code', async () => {
    const server = vi.fn(async (url: string) =>
      url.endsWith('/login')
        ? json(200, { isLoggedIn: false, totpRequired: true })
        : json(200, signedIn('accountant'))
    )
    vi.stubGlobal('fetch', server)

    await expect(signInStep('en', { username: 'admin', password: 'Admin1234!' })).rejects.toBeInstanceOf(
      TotpRequired
    )
    await expect(signInStep('en', { code: '123456' })).resolves.toEqual(signedIn('accountant'))
    expect(calls(server)).toEqual(['POST /en/api/auth/login', 'POST /en/api/auth/login/totp'])
    expect(sent(server, 1).body).toEqual({ code: '123456' })
  })

  it('signs a customer out again and says the back-office is for the staff', async () => {
    const server = vi.fn(async (url: string) =>
      url.endsWith('/logout') ? json(200, { loggedOut: true }) : json(200, signedIn(null))
    )
    vi.stubGlobal('fetch', server)

    const refusal = await signInStep('fr', { username: 'demo', password: 'Demo1234!' }).catch(
      (e: unknown) => e
    )
    expect(refusal).toBeInstanceOf(SignInError)
    expect(refusal).toMatchObject({ message: 'app.auth.not_admin' })
    expect(calls(server)).toEqual(['POST /fr/api/auth/login', 'POST /fr/api/auth/logout'])
  })

  it("refuses with the server's first message and its status", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { errors: [{ message: 'Identifiant ou mot de passe incorrect.' }] }))
    )
    await expect(signInStep('fr', { code: '000000' })).rejects.toMatchObject({
      message: 'Identifiant ou mot de passe incorrect.',
      status: 401,
    })
  })

  it('says so when the server cannot be reached, or answers no message', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')))
    await expect(signInStep('fr', { username: 'a', password: 'b' })).rejects.toThrow(
      'ra.notification.http_error'
    )

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Bad gateway', { status: 502 }))
    )
    await expect(signInStep('fr', { username: 'a', password: 'b' })).rejects.toMatchObject({
      message: 'ra.auth.sign_in_error',
      status: 502,
    })
  })

  it('reads the session without a token', async () => {
    const server = vi.fn(async () => json(200, { isLoggedIn: false, applicationDataForLoggedInUser: null }))
    vi.stubGlobal('fetch', server)
    await expect(readSession('pl')).resolves.toMatchObject({ isLoggedIn: false })
    expect(calls(server)).toEqual(['GET /pl/api/auth/session'])
    expect(sent(server, 0).headers.has('X-XSRF-TOKEN')).toBe(false)
  })
})
