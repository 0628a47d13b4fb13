import { describe, expect, it } from 'vitest'
import { HttpError } from 'react-admin'
import { shouldRetry } from './queryClient'

describe('shouldRetry', () => {
  it('does not retry a refused auth check or a client error', () => {
    expect(shouldRetry(0, { message: false })).toBe(false)
    expect(shouldRetry(0, new Error('app.auth.not_admin'))).toBe(false)
    expect(shouldRetry(0, new HttpError('Forbidden', 403))).toBe(false)
    expect(shouldRetry(0, new HttpError('Not found', 404))).toBe(false)
  })

  it('retries server errors and lost connections, twice at most', () => {
    expect(shouldRetry(0, new HttpError('Server error', 500))).toBe(true)
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true)
    expect(shouldRetry(2, new HttpError('Server error', 503))).toBe(false)
  })
})
