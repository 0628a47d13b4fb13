import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User from '#models/user'
import Profile from '#models/profile'
import CompanyInvitation from '#models/company_invitation'
import { BusinessException } from '#exceptions/business_exception'
import { hashResetToken } from '#services/auth/reset_tokens'
import { takenIdentifiers } from '#services/auth/user_identifiers'
import { identifierKey } from '#services/auth/identifiers'

export interface AcceptInvitationInput {
  token: string
  firstName: string
  lastName: string
  login?: string
  password: string
}

/**
 * The invitation the link's token names, still open: unknown, used or expired ones are refused with the reason
 * (400). With `trx`, the row is locked, so that a link used twice at once makes one user.
 */
export async function openInvitation(token: string, trx?: TransactionClientContract) {
  const query = CompanyInvitation.query({ client: trx }).where('token_hash', hashResetToken(token))
  const invitation = await (trx ? query.forUpdate() : query).first()
  if (!invitation) throw new BusinessException('companyUsers.invitationInvalid')
  if (invitation.usedAt) throw new BusinessException('companyUsers.invitationUsed')
  if (invitation.expiresAt < DateTime.utc()) throw new BusinessException('companyUsers.invitationExpired')
  return invitation
}

/**
 * The invitee becomes a user of the inviting company with the invited role: names, login (the e-mail when none is
 * given) and password, under the one-identifier rule; the invitation is used up.
 */
export default class AcceptInvitation {
  async handle(input: AcceptInvitationInput) {
    try {
      return await this.#accept(input)
    } catch (error) {
      // Another user took the login or the e-mail between the check and the save: the unique key refused it.
      if ((error as { code?: string }).code !== 'ER_DUP_ENTRY') throw error
      throw new BusinessException('companyUsers.loginTaken', { field: 'login', status: 422 })
    }
  }

  #accept(input: AcceptInvitationInput) {
    return db.transaction(async (trx) => {
      const invitation = await openInvitation(input.token, trx)
      const login = input.login ?? invitation.email
      const taken = await takenIdentifiers([invitation.email, login], null, trx)
      if (taken.length > 0) {
        const emailTaken = taken.some((value) => identifierKey(value) === identifierKey(invitation.email))
        throw emailTaken
          ? new BusinessException('companyUsers.emailTaken', { status: 422 })
          : new BusinessException('companyUsers.loginTaken', { field: 'login', status: 422 })
      }
      const user = await User.create(
        {
          companyId: invitation.companyId,
          role: 'customer',
          companyRole: invitation.companyRole,
          login,
          email: invitation.email,
          password: input.password,
          locale: invitation.locale,
          isActive: true,
        },
        { client: trx }
      )
      await Profile.create(
        {
          userId: user.id,
          firstName: input.firstName,
          lastName: input.lastName,
          civility: null,
          position: null,
        },
        { client: trx }
      )
      invitation.useTransaction(trx)
      invitation.merge({ usedAt: DateTime.utc(), userId: user.id })
      await invitation.save()
      return user
    })
  }
}
