import { DateTime } from 'luxon'
import type { CompanyRole } from '@posted-workers/domain'
import type Company from '#models/company'
import type User from '#models/user'
import type { Locale } from '#enums/profile'
import CompanyInvitation from '#models/company_invitation'
import { BusinessException } from '#exceptions/business_exception'
import { takenIdentifiers } from '#services/auth/user_identifiers'
import { createResetToken } from '#services/auth/reset_tokens'
import { INVITATION_DAYS } from '#services/company_users/invitation_mail'
import { queueMail } from '#services/mail/queue_mail'

/**
 * An owner invites someone by e-mail with a role: the invitation is stored, its e-mail (the link's token made when
 * it is sent) queued in the invitee's language. An address a user already signs in with is refused (one identifier,
 * one user).
 */
export default class InviteUser {
  async handle(
    company: Company,
    by: User,
    input: { email: string; role: CompanyRole; language: Locale },
    requestId?: string
  ) {
    const email = input.email.toLowerCase()
    if ((await takenIdentifiers([email], null)).length > 0) {
      throw new BusinessException('companyUsers.emailTaken', { field: 'email', status: 422 })
    }
    const invitation = await CompanyInvitation.create({
      companyId: company.id,
      invitedById: by.id,
      email,
      companyRole: input.role,
      locale: input.language,
      // Replaced by the e-mailed link's when the e-mail is built; until then no link exists.
      tokenHash: createResetToken().tokenHash,
      expiresAt: DateTime.utc().plus({ days: INVITATION_DAYS }),
    })
    await queueMail({ mail: 'companyInvitation', invitationId: invitation.id }, requestId)
    return invitation
  }
}
