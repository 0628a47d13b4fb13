import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type { CompanyUsersAnswer } from '@posted-workers/domain'
import User from '#models/user'
import InviteUser from '#actions/company_users/invite_user'
import ChangeUserRole from '#actions/company_users/change_user_role'
import RemoveUser from '#actions/company_users/remove_user'
import RevokeInvitation from '#actions/company_users/revoke_invitation'
import ResetCompanyUserSecondFactor from '#actions/company_users/reset_second_factor'
import { pendingInvitations } from '#services/company_users/pending_invitations'
import { findOwnCompany } from '#services/tenancy/find_own_company'
import { findCompanyUser } from '#services/company_users/company_owners'
import { NotFoundException } from '#exceptions/not_found_exception'
import { changeRoleValidator, inviteUserValidator } from '#validators/company_users'
import { presentCompanyUser } from '#services/presenters/company_user_presenter'

/** The company's users, managed by its owners (another company's answers 404, another role 403). */
export default class CompanyUsersController {
  async index(ctx: HttpContext): Promise<CompanyUsersAnswer> {
    const company = await findOwnCompany(ctx, ctx.params.id, 'manageUsers')
    const users = await User.query()
      .where('company_id', company.id)
      .where('is_active', true)
      .preload('profile')
      .orderBy('id')
    return { users: users.map(presentCompanyUser), invitations: await pendingInvitations(company.id) }
  }

  @inject()
  async invite(ctx: HttpContext, action: InviteUser) {
    const company = await findOwnCompany(ctx, ctx.params.id, 'manageUsers')
    const input = await ctx.request.validateUsing(inviteUserValidator)
    const invitation = await action.handle(company, ctx.auth.getUserOrFail(), input, ctx.request.id())
    return { invited: true, email: invitation.email, expiresAt: invitation.expiresAt.toISO() }
  }

  @inject()
  async updateRole(ctx: HttpContext, action: ChangeUserRole) {
    const company = await findOwnCompany(ctx, ctx.params.id, 'manageUsers')
    // Another company's user answers 404 before the body is read, like any id of another company.
    if (!(await findCompanyUser(company.id, ctx.params.userId))) throw new NotFoundException()
    const { role } = await ctx.request.validateUsing(changeRoleValidator)
    const user = await action.handle(company, ctx.params.userId, role)
    await user.load('profile')
    return { user: presentCompanyUser(user) }
  }

  @inject()
  async revokeInvitation(ctx: HttpContext, action: RevokeInvitation) {
    const company = await findOwnCompany(ctx, ctx.params.id, 'manageUsers')
    await action.handle(company, ctx.params.invitationId)
    return { revoked: true }
  }

  @inject()
  async remove(ctx: HttpContext, action: RemoveUser) {
    const company = await findOwnCompany(ctx, ctx.params.id, 'manageUsers')
    await action.handle(company, ctx.params.userId)
    return { removed: true }
  }

  /** Turns off a user's second factor (lost phone and recovery codes); answers the user as listed. */
  @inject()
  async resetSecondFactor(ctx: HttpContext, action: ResetCompanyUserSecondFactor) {
    const company = await findOwnCompany(ctx, ctx.params.id, 'manageUsers')
    const user = await action.handle(company, ctx.auth.getUserOrFail(), ctx.params.userId, ctx.request.id())
    await user.load('profile')
    const answer = presentCompanyUser(user)
    const name = [answer.firstName, answer.lastName].filter(Boolean).join(' ') || answer.login
    return {
      user: answer,
      successes: [{ message: ctx.i18n.t('companyUsers.secondFactorReset', { name }) }],
    }
  }
}
