import type { ApiClient } from '@/lib/api'
import { useApiAction } from '@/lib/useApiAction'
import type { UserAnswer } from '@/types/api'

export type UpdateLoginInput = { login?: string; email: string; currentPassword: string }
export type UpdatePasswordInput = { currentPassword: string; password: string; confirmPassword: string }

export const LOGIN_FIELDS = ['login', 'email', 'currentPassword'] as const
export const PASSWORD_FIELDS = ['currentPassword', 'password', 'confirmPassword'] as const

export function updateLogin(api: ApiClient, input: UpdateLoginInput) {
  return api.post<UserAnswer>('/auth/update', input, { fields: LOGIN_FIELDS })
}

export function updatePassword(api: ApiClient, input: UpdatePasswordInput) {
  return api.post<UserAnswer>('/auth/update', input, { fields: PASSWORD_FIELDS })
}

/** The session's own account (the auth state is read again after a change), not the query cache's. */
export function useUpdateLogin() {
  return useApiAction(updateLogin)
}

export function useUpdatePassword() {
  return useApiAction(updatePassword)
}
