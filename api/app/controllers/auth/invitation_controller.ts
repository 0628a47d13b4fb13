import { inject } from '@adonisjs/core'
import { DateTime } from 'luxon'
import type { HttpContext } from '@adonisjs/core/http'
import Company from '#models/company'
import AcceptInvitation, { openInvitation } from '#actions/company_users/accept_invitation'
import { acceptInvitationValidator, invitationTokenValidator } from '#validators/company_users'
import { tagSession } from '#services/auth/user_sessions'
import { loadUserRelations, presentApplicationData } from '#services/presenters/user_presenter'

/** The invitation page: the e-mailed single-use token is the credential. */
export default class InvitationController {
  async show({ request }: HttpContext) {
    const { token } = await request.validateUsing(invitationTokenValidator, { data: request.qs() })
    const invitation = await openInvitation(token)
    const company = await Company.findOrFail(invitation.companyId)
    return { email: invitation.email, companyName: company.name, role: invitation.companyRole }
  }

  /** The invitee chooses names, login and password, and is signed in as a user of the company. */
  @inject()
  async accept({ request, auth, session, i18n }: HttpContext, action: AcceptInvitation) {
    const input = await request.validateUsing(acceptInvitationValidator)
    const user = await action.handle(input)
    await auth.use('web').login(user)
    await tagSession(session, user.id)
    user.lastLoginAt = DateTime.utc()
    await user.save()
    await loadUserRelations(user)
    return {
      isLoggedIn: true,
      applicationDataForLoggedInUser: presentApplicationData(user),
      redirect: { action: `/${i18n.locale}/home` },
    }
  }
}
