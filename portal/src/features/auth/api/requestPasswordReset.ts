import type { ApiClient } from '@/lib/api'
import { useApiAction } from '@/lib/useApiAction'

export function requestPasswordReset(api: ApiClient, email: string) {
  return api.post<{ reseted: boolean }>(
    '/auth/reset-password',
    { email: email.trim() },
    { fields: ['email'] }
  )
}

/** Outside the query cache: the login page and its dialogs are drawn without it. */
export function useRequestPasswordReset() {
  return useApiAction(requestPasswordReset)
}
