let pending: Promise<void> | null = null

const hasXsrfCookie = (cookies: string) =>
  cookies.split('; ').some((cookie) => cookie.startsWith('XSRF-TOKEN='))

/**
 * The server gives the XSRF cookie only when asked (a visitor who only reads gets no session): before a write
 * without one, both SPAs ask for it once. A failure is left to the write itself, which then answers 403 with its
 * message.
 */
export function ensureXsrfCookie(
  fetcher: typeof fetch = fetch,
  cookies: () => string = () => document.cookie
): Promise<void> {
  if (hasXsrfCookie(cookies())) return Promise.resolve()
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
