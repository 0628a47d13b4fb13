import type { ApiClient } from '@/lib/api'
import { useApiAction } from '@/lib/useApiAction'
import type { LoginAnswer } from '@/types/api'

export type LoginInput = { login: string; password: string }
export type { LoginAnswer }

/** Errors are shown on the page and the destination is chosen by the page (it may hold a target). */
export function login(api: ApiClient, input: LoginInput) {
  return api.post<LoginAnswer>('/auth/login', input, { quiet: true, followRedirect: false })
}

/** The code step of an account with a second factor: a code from the app or a recovery code. */
export function loginTotp(api: ApiClient, input: { code: string }) {
  return api.post<LoginAnswer>('/auth/login/totp', input, { quiet: true, followRedirect: false })
}

/** Outside the query cache: the login page and its dialogs are drawn without it. */
export function useLogin() {
  return useApiAction(login)
}

export function useLoginTotp() {
  return useApiAction(loginTotp)
}
