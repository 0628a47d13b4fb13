import { afterEach, describe, expect, it, vi } from 'vitest'
import { ensureXsrfCookie } from './csrf'

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
})

describe('ensureXsrfCookie', () => {
  it('asks the server once for the cookie when there is none, however many writes wait', async () => {
    const fetcher = vi.fn(async () => new Response(null, { status: 204 }))

    await Promise.all([ensureXsrfCookie(fetcher), ensureXsrfCookie(fetcher)])

    expect(fetcher).toHaveBeenCalledTimes(1)
    expect(fetcher).toHaveBeenCalledWith('/session/csrf', { method: 'POST', credentials: 'include' })
  })

  it('asks nothing when the cookie is there', async () => {
    document.cookie = 'XSRF-TOKEN=abc; path=/'
    const fetcher = vi.fn(async () => new Response(null, { status: 204 }))

    await ensureXsrfCookie(fetcher)

    expect(fetcher).not.toHaveBeenCalled()
  })

  it('lets the write go on when the server cannot be reached', async () => {
    const fetcher = vi.fn(async () => {
      throw new TypeError('offline')
    })

    await expect(ensureXsrfCookie(fetcher)).resolves.toBeUndefined()
  })
})
