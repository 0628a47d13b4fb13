import { fetchUtils, HttpError } from 'react-admin'
import { ensureXsrfCookie } from './csrf'

export interface ServerError {
  message: string
  field?: string
  rule?: string
}

const readCookie = (name: string): string | undefined => {
  const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith(`${name}=`))
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(name.length + 1))
}

/** The envelope's `errors` list, when the body has one. */
export const serverErrors = (body: unknown): ServerError[] => {
  const errors = (body as { errors?: unknown } | null | undefined)?.errors
  return Array.isArray(errors)
    ? errors.filter((error): error is ServerError => typeof error?.message === 'string')
    : []
}

/**
 * fetchJson with the session cookie, and the CSRF token echoed on every call that changes something
 * (the server refuses those without it). An error carries the server's first translated message, or a
 * react-admin message key (react-admin translates what it notifies).
 */
export const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
  const headers = new Headers(options.headers)
  headers.set('Accept', 'application/json')
  const method = (options.method ?? 'GET').toUpperCase()
  const writes = method !== 'GET' && method !== 'HEAD'
  if (writes) await ensureXsrfCookie()
  const token = readCookie('XSRF-TOKEN')
  if (writes && token !== undefined) headers.set('X-XSRF-TOKEN', token)

  try {
    return await fetchUtils.fetchJson(url, { ...options, headers, credentials: 'include' })
  } catch (error) {
    // fetch rejects with a TypeError when the server cannot be reached: say so in the user's language.
    if (error instanceof TypeError) throw new Error('ra.notification.http_error')
    if (!(error instanceof HttpError)) throw error
    const [first] = serverErrors(error.body)
    throw first ? new HttpError(first.message, error.status, error.body) : error
  }
}
