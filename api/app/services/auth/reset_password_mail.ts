import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import i18nManager from '@adonisjs/i18n/services/main'
import env from '#start/env'
import User from '#models/user'
import PasswordResetToken from '#models/password_reset_token'
import type { Locale } from '#enums/profile'
import { createResetToken, RESET_TOKEN_MINUTES } from '#services/auth/reset_tokens'
import ResetPasswordNotification from '#mails/reset_password_notification'

/**
 * A new single-use reset link for an active user, replacing the previous ones, in the e-mail that carries it. Made
 * when the e-mail is sent, so that the link's token is never stored anywhere but hashed: a retried send makes a
 * new link, the unsent one being useless.
 */
export async function resetPasswordMail(userId: number, locale: Locale) {
  const user = await User.query().where('id', userId).where('is_active', true).first()
  if (!user) return null
  const { token, tokenHash } = createResetToken()
  await db.transaction(async (trx) => {
    await PasswordResetToken.query({ client: trx })
      .where('user_id', user.id)
      .whereNull('used_at')
      .update({ usedAt: DateTime.utc().toJSDate() })
    await PasswordResetToken.create(
      { userId: user.id, tokenHash, expiresAt: DateTime.utc().plus({ minutes: RESET_TOKEN_MINUTES }) },
      { client: trx }
    )
  })
  const link = `${env.get('APP_URL')}/${locale}/reset-password?token=${encodeURIComponent(token)}`
  return new ResetPasswordNotification(user.email, link, i18nManager.locale(locale))
}
