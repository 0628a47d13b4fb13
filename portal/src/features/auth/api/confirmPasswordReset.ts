import type { ApiClient } from '../../../lib/api'

export type ConfirmPasswordResetInput = { token: string; password: string; confirmPassword: string }

export function confirmPasswordReset(api: ApiClient, input: ConfirmPasswordResetInput) {
  return api.post<{ reseted: boolean }>('/auth/reset-password/confirm', input, { quiet: true })
}
