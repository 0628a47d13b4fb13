import User from '#models/user'
import { BusinessException } from '#exceptions/business_exception'
import { verifyPasswordAttempt } from '#services/auth/password_attempts'
import { userIdByIdentifier } from '#services/auth/user_identifiers'

/**
 * Checks a login (or e-mail, either without regard to case or accents) and password, throttled per account and per IP: failures count, and a blocked key
 * answers 429 without even looking at the password. For an account with a second factor the right password alone
 * clears no count: the code step does (complete_totp_sign_in.ts).
 */
export default class SignIn {
  async handle(input: { login: string; password: string; ip: string }) {
    const user = await User.query().whereIn('id', userIdByIdentifier(input.login)).first()
    const valid = await verifyPasswordAttempt(
      user,
      { typed: input.login, password: input.password, ip: input.ip },
      { clears: !user?.hasTotp }
    )
    if (!user || !valid) {
      throw new BusinessException('auth.invalidCredentials', { answer: { isLoggedIn: false } })
    }
    if (!user.isActive) {
      throw new BusinessException('auth.inactiveAccount', { status: 403, answer: { isLoggedIn: false } })
    }
    return user
  }
}
