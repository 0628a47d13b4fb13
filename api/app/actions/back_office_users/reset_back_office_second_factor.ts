import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { BusinessException } from '#exceptions/business_exception'
import { lockedBackOfficeUser } from '#services/back_office_users/locked_back_office_user'
import { recordAudit } from '#services/audit/record_audit'
import { clearSecondFactor } from '#services/auth/clear_second_factor'
import { endOtherSessions } from '#services/auth/user_sessions'
import { queueMail } from '#services/mail/queue_mail'

/**
 * An admin clears another back-office user's second factor, for someone who lost both the phone and the recovery
 * codes: the secret, a pending one and the recovery codes go, the user's sessions end, and their next sign-in (with
 * their password) asks them to set up a new one before anything else (User.mustEnrolTotp). Audited, and the user is
 * told by e-mail. Refused for oneself (one's own recovery codes, or another admin, are the way back) and for a user
 * with no second factor.
 */
export default class ResetBackOfficeSecondFactor {
  async handle(admin: User, userId: number, ip: string, requestId?: string) {
    await db.transaction(async (trx) => {
      const user = await lockedBackOfficeUser(userId, trx)
      if (user.id === admin.id)
        throw new BusinessException('backOfficeUsers.selfSecondFactorReset', { status: 422 })
      if (!user.hasTotp && !user.totpPendingSecret) {
        throw new BusinessException('backOfficeUsers.noSecondFactor', { status: 422 })
      }
      await clearSecondFactor(user, trx)
      await recordAudit(
        {
          userId: admin.id,
          action: 'backOfficeUser.resetSecondFactor',
          subjectType: 'back_office_user',
          subjectId: user.id,
          ip,
        },
        trx
      )
    })
    // A session opened with the lost factor stops here, as a deactivated user's does.
    await endOtherSessions(userId)
    await queueMail({ mail: 'secondFactorReset', userId, by: 'staff' }, requestId)
  }
}
