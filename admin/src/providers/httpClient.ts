import { fetchUtils, HttpError } from 'react-admin'
import { requestHeaders, serverErrors } from './apiRequest'

/** An error answer as react-admin expects it, carrying the server's first translated message. */
export const answerError = (status: number, statusText: string, body: unknown): HttpError =>
  new HttpError(serverErrors(body)[0]?.message ?? statusText, status, body)

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
