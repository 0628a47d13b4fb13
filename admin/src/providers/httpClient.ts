import { fetchUtils, HttpError } from 'react-admin'
import { ensureXsrfCookie } from '@posted-workers/domain'

export interface ServerError {
  message: string
  field?: string
  rule?: string
}

const readCookie = (name: string): string | undefined => {
  const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith(`${name}=`))
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(name.length + 1))
}

/** The headers of a call: JSON answers, and on a write the CSRF token (asked for first when missing). */
export const requestHeaders = async (method: string, given?: HeadersInit): Promise<Headers> => {
  const headers = new Headers(given)
  headers.set('Accept', 'application/json')
  if (method.toUpperCase() !== 'GET' && method.toUpperCase() !== 'HEAD') {
    await ensureXsrfCookie()
    const token = readCookie('XSRF-TOKEN')
    if (token !== undefined) headers.set('X-XSRF-TOKEN', token)
  }
  return headers
}

/** An error answer as react-admin expects it, carrying the server's first translated message. */
export const answerError = (status: number, statusText: string, body: unknown): HttpError =>
  new HttpError(serverErrors(body)[0]?.message ?? statusText, status, body)

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
  const headers = await requestHeaders(options.method ?? 'GET', options.headers)

  try {
    return await fetchUtils.fetchJson(url, { ...options, headers, credentials: 'include' })
  } catch (error) {
    // fetch rejects with a TypeError when the server cannot be reached: say so in the user's language.
    if (error instanceof TypeError) throw new Error('ra.notification.http_error')
    if (!(error instanceof HttpError)) throw error
    throw serverErrors(error.body).length > 0 ? answerError(error.status, error.message, error.body) : error
  }
}
