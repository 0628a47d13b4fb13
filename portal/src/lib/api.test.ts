import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Notification } from '../components/notifications/types'
import { createApiClient, type ApiDeps } from './api'
import { saveBlob } from './download'

vi.mock('./download', async (original) => ({
  ...(await original<typeof import('./download')>()),
  saveBlob: vi.fn(),
}))

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  })
}

/** jsdom's Blob has no arrayBuffer(). */
function readBlob(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve) => {
    const reader = new FileReader()
    reader.onload = () => resolve(reader.result as ArrayBuffer)
    reader.readAsArrayBuffer(blob)
  })
}

function setup(answer: () => Response | Promise<Response>, lang: 'fr' | 'pl' | 'en' = 'en') {
  const notifications: Notification[] = []
  const fetchMock = vi.fn<typeof fetch>(async () => answer())
  const deps = {
    getLanguage: () => lang,
    notify: (notification: Notification) => notifications.push(notification),
    navigate: vi.fn<(path: string) => void>(),
    fetch: fetchMock,
  } satisfies ApiDeps
  return { api: createApiClient(deps), notifications, fetchMock, deps }
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=e%3Aabc.def; path=/'
})

describe('api client', () => {
  it('prefixes the language and sends credentials and JSON headers', async () => {
    const { api, fetchMock } = setup(() => json(200, { isLoggedIn: false }), 'pl')
    await api.get('/auth/session')
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe('/pl/api/auth/session')
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' })
    expect((init?.headers as Record<string, string>).Accept).toBe('application/json')
    expect((init?.headers as Record<string, string>)['X-XSRF-TOKEN']).toBeUndefined()
  })

  it('echoes the XSRF cookie, unchanged, on a POST with a JSON body', async () => {
    const { api, fetchMock } = setup(() => json(200, {}))
    await api.post('/auth/login', { login: 'demo', password: 'x' })
    const init = fetchMock.mock.calls[0][1]!
    const headers = init.headers as Record<string, string>
    expect(headers['X-XSRF-TOKEN']).toBe('e%3Aabc.def')
    expect(headers['Content-Type']).toBe('application/json')
    expect(init.body).toBe('{"login":"demo","password":"x"}')
  })

  it('toasts server errors with a singular or plural title', async () => {
    const { api, notifications } = setup(() => json(400, { errors: [{ message: 'Wrong password' }] }))
    const result = await api.post('/auth/login', {})
    expect(result.ok).toBe(false)
    expect(notifications).toEqual([
      { severity: 'error', title: 'An error occurred', messages: ['Wrong password'] },
    ])

    const two = setup(() => json(422, { errors: [{ message: 'A' }, { message: 'B' }] }))
    await two.api.post('/x', {})
    expect(two.notifications[0]).toMatchObject({ title: 'Some errors occurred', messages: ['A', 'B'] })
  })

  it('hands errors of the named fields to the caller and toasts the rest', async () => {
    const { api, notifications } = setup(() =>
      json(422, {
        errors: [
          { field: 'profile.firstName', message: 'Required' },
          { field: 'profile.unknown', message: 'Odd' },
          { message: 'General' },
        ],
      })
    )
    const result = await api.post('/profile/update', {}, { fields: ['profile.firstName'] })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.fieldErrors).toEqual({ 'profile.firstName': 'Required' })
    expect(notifications).toHaveLength(1)
    expect(notifications[0].messages).toEqual(['Odd', 'General'])
  })

  it('shows nothing when the caller handles errors itself', async () => {
    const { api, notifications } = setup(() => json(400, { errors: [{ message: 'Wrong password' }] }))
    const result = await api.post('/auth/login', {}, { quiet: true })
    expect(notifications).toEqual([])
    expect(result.ok ? [] : result.errors).toEqual([{ message: 'Wrong password' }])
  })

  it('shows nothing for a failure without an error list', async () => {
    const { api, notifications } = setup(() => new Response('oops', { status: 500 }))
    const result = await api.get('/x')
    expect(result).toMatchObject({ ok: false, status: 500, errors: [] })
    expect(notifications).toEqual([])
  })

  it('toasts successes and follows the redirect', async () => {
    const { api, notifications, deps } = setup(() =>
      json(200, { reseted: true, successes: [{ message: 'E-mail sent' }], redirect: { action: '/en/login' } })
    )
    const result = await api.post<{ reseted: boolean }>('/auth/reset-password', { email: 'a@b.c' })
    expect(result.ok && result.data.reseted).toBe(true)
    expect(notifications).toEqual([{ severity: 'success', messages: ['E-mail sent'] }])
    expect(deps.navigate).toHaveBeenCalledWith('/en/login')
  })

  it('leaves the redirect to the caller when asked', async () => {
    const { api, deps } = setup(() => json(200, { redirect: { action: '/en/home' } }))
    const result = await api.post('/auth/login', {}, { followRedirect: false })
    expect(deps.navigate).not.toHaveBeenCalled()
    expect(result.ok && result.data.redirect).toEqual({ action: '/en/home' })
  })

  it('saves a base64 fileToDownload as a file', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7 zażółć')
    const content = btoa(String.fromCharCode(...bytes))
    const { api } = setup(() =>
      json(200, {
        fileToDownload: { content, fileName: 'F-2026-000001.pdf', contentType: 'application/pdf' },
      })
    )
    await api.get('/invoices/1/download')
    expect(saveBlob).toHaveBeenCalledTimes(1)
    const [blob, name] = vi.mocked(saveBlob).mock.calls[0]
    expect(name).toBe('F-2026-000001.pdf')
    expect(blob.type).toBe('application/pdf')
    expect(Array.from(new Uint8Array(await readBlob(blob)))).toEqual(Array.from(bytes))
  })

  it('saves a binary attachment under the name the server gives', async () => {
    const { api } = setup(
      () =>
        new Response('PDF', {
          status: 200,
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="a.pdf"',
          },
        })
    )
    const result = await api.get('/creditnotes/1/download')
    expect(result.ok).toBe(true)
    expect(vi.mocked(saveBlob).mock.calls[0][1]).toBe('a.pdf')
  })

  it('reports a network failure with the translated connection message', async () => {
    const { api, notifications } = setup(() => Promise.reject(new TypeError('Failed to fetch')), 'fr')
    const result = await api.get('/auth/session')
    expect(result).toMatchObject({ ok: false, status: 0 })
    expect(notifications[0]).toMatchObject({
      severity: 'error',
      messages: ['Une erreur de connexion est survenue. Veuillez contacter votre administrateur.'],
    })
  })

  it('tells listeners about successes and 401 answers', async () => {
    let status = 200
    const { api } = setup(() => json(status, status === 401 ? { errors: [{ message: 'Sign in' }] } : {}))
    const onSuccess = vi.fn()
    const onUnauthorized = vi.fn()
    const off = api.on('success', onSuccess)
    api.on('unauthorized', onUnauthorized)

    await api.get('/a')
    status = 401
    await api.get('/b')
    expect(onSuccess).toHaveBeenCalledTimes(1)
    expect(onUnauthorized).toHaveBeenCalledTimes(1)

    off()
    status = 200
    await api.get('/c')
    expect(onSuccess).toHaveBeenCalledTimes(1)
  })

  it('sends FormData as is, letting the browser set the multipart boundary', async () => {
    const { api, fetchMock } = setup(() => json(200, {}))
    const form = new FormData()
    form.append('category', 'A1')
    await api.post('/documents/upload', form)
    const init = fetchMock.mock.calls[0][1]!
    expect(init.body).toBe(form)
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined()
  })
})
