import type { ApiClient } from '../../../lib/api'

export function requestPasswordReset(api: ApiClient, email: string) {
  return api.post<{ reseted: boolean }>(
    '/auth/reset-password',
    { email: email.trim() },
    { fields: ['email'] }
  )
}
