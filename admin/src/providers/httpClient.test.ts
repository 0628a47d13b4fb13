import { HttpError } from 'react-admin'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { httpClient } from './httpClient'

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const sentRequest = (fetchMock: ReturnType<typeof vi.fn>) => {
  const [, init] = fetchMock.mock.calls[0] as [string, RequestInit]
  return { headers: new Headers(init.headers), credentials: init.credentials }
}

describe('httpClient', () => {
  let fetchMock: ReturnType<typeof vi.fn>

  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=abc%3D%3D; path=/'
    fetchMock = vi.fn(async () => answer(200, { ok: true }))
    vi.stubGlobal('fetch', fetchMock)
  })

  afterEach(() => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
  })

  it.each(['POST', 'PUT', 'DELETE'])('echoes the XSRF cookie on %s', async (method) => {
    await httpClient('/fr/api/admin/profiles/7', { method, body: '{}' })
    const { headers, credentials } = sentRequest(fetchMock)
    expect(headers.get('X-XSRF-TOKEN')).toBe('abc==')
    expect(headers.get('Accept')).toBe('application/json')
    expect(credentials).toBe('include')
  })

  it('sends the session cookie but no token on GET', async () => {
    await httpClient('/fr/api/admin/profiles', { headers: new Headers({ Range: 'profiles=0-24' }) })
    const { headers, credentials } = sentRequest(fetchMock)
    expect(headers.has('X-XSRF-TOKEN')).toBe(false)
    expect(headers.get('Accept')).toBe('application/json')
    expect(headers.get('Range')).toBe('profiles=0-24')
    expect(credentials).toBe('include')
  })

  it("rejects with the server's first message", async () => {
    fetchMock.mockResolvedValueOnce(answer(400, { errors: [{ message: 'Identifiants incorrects' }] }))
    const error = await httpClient('/fr/api/auth/login', { method: 'POST' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ message: 'Identifiants incorrects', status: 400 })
  })

  it('names an unreachable server with a message key', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await expect(httpClient('/fr/api/admin/profiles')).rejects.toThrow('ra.notification.http_error')
  })
})
