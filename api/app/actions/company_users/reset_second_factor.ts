import db from '@adonisjs/lucid/services/db'
import type Company from '#models/company'
import type User from '#models/user'
import { BusinessException } from '#exceptions/business_exception'
import { NotFoundException } from '#exceptions/not_found_exception'
import { findCompanyUser } from '#services/company_users/company_owners'
import { clearSecondFactor } from '#services/auth/clear_second_factor'
import { endOtherSessions } from '#services/auth/user_sessions'
import { queueMail } from '#services/mail/queue_mail'

/**
 * An owner turns off the second factor of one of the company's users who lost both the phone and the recovery codes:
 * the secret, a pending one and the recovery codes go, the user's sessions end, and they are told by e-mail. They
 * sign in with their password and may set up a new factor in their profile. Refused for oneself (one's own recovery
 * codes, another owner or the provider's staff are the way back) and for a user without a second factor; another
 * company's user answers 404.
 */
export default class ResetCompanyUserSecondFactor {
  async handle(company: Company, owner: User, userId: unknown, requestId?: string) {
    const user = await db.transaction(async (trx) => {
      const found = await findCompanyUser(company.id, userId, trx, true)
      if (!found) throw new NotFoundException()
      if (found.id === owner.id) {
        throw new BusinessException('companyUsers.selfSecondFactorReset', { status: 422 })
      }
      if (!found.hasTotp) throw new BusinessException('companyUsers.noSecondFactor', { status: 422 })
      await clearSecondFactor(found, trx)
      return found
    })
    // A session opened with the lost factor stops here, as a removed user's does.
    await endOtherSessions(user.id)
    await queueMail({ mail: 'secondFactorReset', userId: user.id, by: 'owner' }, requestId)
    return user
  }
}
