import { describe, expect, it, vi } from 'vitest'
import { ensureXsrfCookie } from './csrf.js'

describe('ensureXsrfCookie', () => {
  it('asks the server once for the cookie when there is none, however many writes wait', async () => {
    const fetcher = vi.fn(async () => new Response(null, { status: 204 }))

    await Promise.all([ensureXsrfCookie(fetcher, () => ''), ensureXsrfCookie(fetcher, () => 'other=1')])

    expect(fetcher).toHaveBeenCalledTimes(1)
    expect(fetcher).toHaveBeenCalledWith('/session/csrf', { method: 'POST', credentials: 'include' })
  })

  it('asks nothing when the cookie is there', async () => {
    const fetcher = vi.fn(async () => new Response(null, { status: 204 }))

    await ensureXsrfCookie(fetcher, () => 'lang=fr; XSRF-TOKEN=abc')

    expect(fetcher).not.toHaveBeenCalled()
  })

  it('lets the write go on when the server cannot be reached, and asks again next time', async () => {
    const fetcher = vi.fn(async () => {
      throw new TypeError('offline')
    })
    await expect(ensureXsrfCookie(fetcher, () => '')).resolves.toBeUndefined()
    await ensureXsrfCookie(fetcher, () => '')
    expect(fetcher).toHaveBeenCalledTimes(2)
  })
})
