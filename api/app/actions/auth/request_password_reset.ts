import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import limiter from '@adonisjs/limiter/services/main'
import type { I18n } from '@adonisjs/i18n'
import type { HttpContext } from '@adonisjs/core/http'
import env from '#start/env'
import User from '#models/user'
import PasswordResetToken from '#models/password_reset_token'
import { createResetToken, RESET_TOKEN_MINUTES } from '#services/auth/reset_tokens'
import ResetPasswordNotification from '#mails/reset_password_notification'
import { afterResponse } from '#services/http/after_response'

/** At most a few e-mails per account per hour, so the form cannot be used to flood a mailbox. */
const mailLimiter = () => limiter.use({ requests: 3, duration: '1 hour' })

/**
 * Sends a single-use reset link when the address belongs to an active account. The answer never says whether
 * it does, neither by its content nor by its timing: the token and the e-mail are made after the answer has left.
 */
export default class RequestPasswordReset {
  async handle(ctx: HttpContext, input: { email: string }) {
    const i18n = ctx.i18n
    afterResponse(ctx, 'password reset link', async () => {
      const user = await User.query().where('email', input.email).where('is_active', true).first()
      if (!user) return
      await mailLimiter().attempt(`reset:${user.id}`, () => this.#sendLink(user, i18n))
    })
  }

  async #sendLink(user: User, i18n: I18n) {
    const { token, tokenHash } = createResetToken()
    await db.transaction(async (trx) => {
      // A new link replaces the previous ones.
      await PasswordResetToken.query({ client: trx })
        .where('user_id', user.id)
        .whereNull('used_at')
        .update({ usedAt: DateTime.utc().toJSDate() })
      await PasswordResetToken.create(
        { userId: user.id, tokenHash, expiresAt: DateTime.utc().plus({ minutes: RESET_TOKEN_MINUTES }) },
        { client: trx }
      )
    })
    const link = `${env.get('APP_URL')}/${i18n.locale}/reset-password?token=${encodeURIComponent(token)}`
    await mail.send(new ResetPasswordNotification(user.email, link, i18n))
  }
}
