import User from '#models/user'
import { BusinessException } from '#exceptions/business_exception'
import { verifyCodeAttempt } from '#services/auth/password_attempts'
import { acceptSecondFactor } from '#services/auth/second_factor'

/**
 * The code step of a sign-in whose password was right (`userId` from the session's pending sign-in, or null when there
 * is none or it expired): a code from the app or a recovery code, throttled and counted like a password.
 */
export default class CompleteTotpSignIn {
  async handle(input: { userId: number | null; code: string; ip: string }) {
    const user = input.userId === null ? null : await User.find(input.userId)
    if (!user || !user.isActive || !user.hasTotp) {
      throw new BusinessException('totp.signInExpired', { status: 401, answer: { isLoggedIn: false } })
    }
    if (!(await verifyCodeAttempt(user, input.ip, () => acceptSecondFactor(user, input.code)))) {
      throw new BusinessException('totp.invalidCode', {
        field: 'code',
        answer: { isLoggedIn: false, totpRequired: true },
      })
    }
    return user
  }
}
