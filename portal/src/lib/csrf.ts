import { readCookie } from './cookies'

let pending: Promise<void> | null = null

/**
 * The server gives the XSRF cookie only when asked (a visitor who only reads gets no session): before a write
 * without one, ask for it once. A failure is left to the write itself, which then answers 403 with its message.
 */
export function ensureXsrfCookie(fetcher: typeof fetch = fetch): Promise<void> {
  if (readCookie('XSRF-TOKEN')) return Promise.resolve()
  pending ??= fetcher('/session/csrf', { method: 'POST', credentials: 'include' })
    .then(
      () => undefined,
      () => undefined
    )
    .finally(() => {
      pending = null
    })
  return pending
}
