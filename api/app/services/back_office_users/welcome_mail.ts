import i18nManager from '@adonisjs/i18n/services/main'
import env from '#start/env'
import User from '#models/user'
import BackOfficeWelcomeNotification from '#mails/back_office_welcome_notification'
import { newPasswordLink } from '#services/auth/reset_password_mail'

/** How long the link of a new back-office user's first password works (an invitation's time). */
export const WELCOME_LINK_DAYS = 7

/**
 * The e-mail of a new back-office user: the link that sets their first password (the admin never types one), in
 * their language. Null once they signed in (a retried job sends no second link), or when deactivated meanwhile.
 */
export async function backOfficeWelcomeMail(userId: number) {
  const user = await User.query().where('id', userId).preload('profile').first()
  if (!user?.backOfficeRole || user.lastLoginAt) return null
  const issued = await newPasswordLink(user.id, user.locale, { days: WELCOME_LINK_DAYS })
  if (!issued) return null
  const i18n = i18nManager.locale(user.locale)
  return new BackOfficeWelcomeNotification(user.email, user.locale, {
    name: user.profile?.firstName ?? user.login,
    login: user.login,
    role: i18n.t(`backOfficeUsers.roles.${user.backOfficeRole}`),
    link: issued.link,
    adminUrl: `${env.get('APP_URL')}/admin/`,
    days: WELCOME_LINK_DAYS,
  })
}
