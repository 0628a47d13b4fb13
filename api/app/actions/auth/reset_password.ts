import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import PasswordResetToken from '#models/password_reset_token'
import { hashResetToken } from '#services/auth/reset_tokens'
import { BusinessException } from '#exceptions/business_exception'
import { endOtherSessions } from '#services/auth/user_sessions'

/**
 * Sets a new password from an e-mailed link. The token row is locked, so the same link used twice at once
 * still works only once.
 */
export default class ResetPassword {
  async handle(input: { token: string; password: string }) {
    const userId = await db.transaction(async (trx) => {
      const resetToken = await PasswordResetToken.query({ client: trx })
        .where('token_hash', hashResetToken(input.token))
        .forUpdate()
        .first()

      if (!resetToken || resetToken.usedAt || resetToken.expiresAt < DateTime.utc()) {
        throw new BusinessException('auth.resetInvalidToken', { field: 'token', status: 422 })
      }

      const user = await User.findOrFail(resetToken.userId, { client: trx })
      user.password = input.password
      await user.save()

      resetToken.usedAt = DateTime.utc()
      await resetToken.save()
      return user.id
    })
    // Whoever signed in with the old password (perhaps the reason for the reset) is signed out.
    await endOtherSessions(userId)
  }
}
