import type { UpdateLoginInput } from '../api/updateAccount'

export type LoginFormValues = { login: string; email: string; currentPassword: string }

/** The login is sent only when it differs from the e-mail, as the server then signs in with either. */
export function toUpdateLoginInput(values: LoginFormValues): UpdateLoginInput {
  const login = values.login.trim()
  const email = values.email.trim()
  return { ...(login && login !== email ? { login } : {}), email, currentPassword: values.currentPassword }
}
