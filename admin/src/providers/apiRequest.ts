/**
 * What every call of the back-office shares, without react-admin: the light sign-in page makes its calls with it
 * before the app (and react-admin) is loaded, and httpClient builds on it afterwards.
 */
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

/** The envelope's `errors` list, when the body has one. */
export const serverErrors = (body: unknown): ServerError[] => {
  const errors = (body as { errors?: unknown } | null | undefined)?.errors
  return Array.isArray(errors)
    ? errors.filter((error): error is ServerError => typeof error?.message === 'string')
    : []
}
