import type { ApiClient } from '@/lib/api'
import { useApiAction } from '@/lib/useApiAction'

export type ConfirmPasswordResetInput = { token: string; password: string; confirmPassword: string }

export function confirmPasswordReset(api: ApiClient, input: ConfirmPasswordResetInput) {
  return api.post<{ reseted: boolean }>('/auth/reset-password/confirm', input, { quiet: true })
}

/** Outside the query cache: the login page and its dialogs are drawn without it. */
export function useConfirmPasswordReset() {
  return useApiAction(confirmPasswordReset)
}
