import { DateTime } from 'luxon'
import i18nManager from '@adonisjs/i18n/services/main'
import env from '#start/env'
import Company from '#models/company'
import CompanyInvitation from '#models/company_invitation'
import CompanyInvitationNotification from '#mails/company_invitation_notification'
import { createResetToken } from '#services/auth/reset_tokens'

export const INVITATION_DAYS = 7

/**
 * The e-mail of an invitation still open, built when the job runs: its link's token is made here and only its
 * digest stored (a retried send makes a new link, the unsent one being useless). Null once used or expired.
 */
export async function invitationMail(invitationId: number) {
  const invitation = await CompanyInvitation.find(invitationId)
  if (!invitation || invitation.usedAt || invitation.expiresAt < DateTime.utc()) return null
  const company = await Company.findOrFail(invitation.companyId)
  const { token, tokenHash } = createResetToken()
  invitation.tokenHash = tokenHash
  await invitation.save()
  const locale = invitation.locale
  const i18n = i18nManager.locale(locale)
  return new CompanyInvitationNotification(invitation.email, locale, {
    company: company.name,
    role: i18n.t(`companyUsers.roles.${invitation.companyRole}`),
    link: `${env.get('APP_URL')}/${locale}/invitation?token=${encodeURIComponent(token)}`,
    days: INVITATION_DAYS,
  })
}
