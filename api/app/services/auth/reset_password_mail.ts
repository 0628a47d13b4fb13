import { DateTime, type DurationLike } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import i18nManager from '@adonisjs/i18n/services/main'
import env from '#start/env'
import User from '#models/user'
import PasswordResetToken from '#models/password_reset_token'
import type { Locale } from '#enums/profile'
import { createResetToken, RESET_TOKEN_MINUTES } from '#services/auth/reset_tokens'
import ResetPasswordNotification from '#mails/reset_password_notification'

/**
 * A new single-use link that sets the password of an active user, valid `validFor`, replacing the previous ones.
 * Made when its e-mail is sent, so that the link's token is never stored anywhere but hashed: a retried send makes a
 * new link, the unsent one being useless. Null for a user gone or deactivated.
 */
export async function newPasswordLink(userId: number, locale: Locale, validFor: DurationLike) {
  const user = await User.query().where('id', userId).where('is_active', true).first()
  if (!user) return null
  const { token, tokenHash } = createResetToken()
  await db.transaction(async (trx) => {
    await PasswordResetToken.query({ client: trx })
      .where('user_id', user.id)
      .whereNull('used_at')
      .update({ usedAt: DateTime.utc().toJSDate() })
    await PasswordResetToken.create(
      { userId: user.id, tokenHash, expiresAt: DateTime.utc().plus(validFor) },
      { client: trx }
    )
  })
  return { user, link: `${env.get('APP_URL')}/${locale}/reset-password?token=${encodeURIComponent(token)}` }
}

/** The forgotten password's e-mail: its link valid RESET_TOKEN_MINUTES. */
export async function resetPasswordMail(userId: number, locale: Locale) {
  const issued = await newPasswordLink(userId, locale, { minutes: RESET_TOKEN_MINUTES })
  if (!issued) return null
  return new ResetPasswordNotification(issued.user.email, issued.link, i18nManager.locale(locale))
}
