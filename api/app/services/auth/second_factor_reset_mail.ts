import i18nManager from '@adonisjs/i18n/services/main'
import env from '#start/env'
import User from '#models/user'
import SecondFactorResetNotification from '#mails/second_factor_reset_notification'

/** Who turned a user's second factor off: an owner of their company, or the provider's staff. */
export type SecondFactorResetBy = 'owner' | 'staff'

/**
 * The e-mail telling a user, in their language, that their second factor was turned off by someone else (an owner
 * or the staff, after they lost the phone and the recovery codes): what their next sign-in asks, and to say so at once
 * if they did not ask for it. Null for a deactivated user, or one who has a factor again by the time it is sent.
 */
export async function secondFactorResetMail(userId: number, by: SecondFactorResetBy) {
  const user = await User.query().where('id', userId).where('is_active', true).preload('profile').first()
  if (!user || user.hasTotp) return null
  const i18n = i18nManager.locale(user.locale)
  const url = env.get('APP_URL')
  return new SecondFactorResetNotification(user.email, user.locale, {
    name: user.profile?.firstName || user.login,
    by: i18n.t(`mail.secondFactorReset.by.${by}`),
    next: i18n.t(user.isStaff ? 'mail.secondFactorReset.nextStaff' : 'mail.secondFactorReset.nextCustomer'),
    signInUrl: user.isStaff ? `${url}/admin/` : `${url}/${user.locale}/login`,
  })
}
