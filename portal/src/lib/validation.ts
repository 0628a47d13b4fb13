import type { MessageKey } from '../i18n/messages'

export const MIN_PASSWORD_LENGTH = 8

export type NewPasswordErrors = Partial<Record<'password' | 'confirmPassword', MessageKey>>

/** The checks the browser can make before the server sees a new password. */
export function checkNewPassword(password: string, confirmPassword: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {}
  if (!password) errors.password = 'common.required'
  else if (password.length < MIN_PASSWORD_LENGTH) errors.password = 'password.tooShort'
  if (!confirmPassword) errors.confirmPassword = 'common.required'
  else if (password && confirmPassword !== password) errors.confirmPassword = 'password.mismatch'
  return errors
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim())
}
