import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { BusinessException } from '#exceptions/business_exception'
import { NotFoundException } from '#exceptions/not_found_exception'
import { clearSecondFactor } from '#services/auth/clear_second_factor'
import { recordAudit } from '#services/audit/record_audit'
import { endOtherSessions } from '#services/auth/user_sessions'
import { queueMail } from '#services/mail/queue_mail'

/**
 * An admin turns off a customer's second factor, for someone who lost both the phone and the recovery codes and has
 * no other owner to do it (the staff checks who asks first): the secret, a pending one and the recovery codes go, the
 * user's sessions end, and they sign in with their password. Audited, and the user is told by e-mail. Refused for a
 * back-office user (their page under back-office users resets theirs, to a new enrolment) and for a user without a
 * second factor.
 */
export default class ResetCustomerSecondFactor {
  async handle(admin: User, profileId: number, ip: string, requestId?: string) {
    const userId = await db.transaction(async (trx) => {
      const user = await User.query({ client: trx })
        .whereIn('id', db.from('profiles').select('user_id').where('id', profileId))
        .forUpdate()
        .first()
      if (!user) throw new NotFoundException()
      if (user.isStaff) throw new BusinessException('profiles.staffSecondFactor', { status: 422 })
      if (!user.hasTotp) throw new BusinessException('profiles.noSecondFactor', { status: 422 })
      await clearSecondFactor(user, trx)
      await recordAudit(
        {
          userId: admin.id,
          action: 'profile.resetSecondFactor',
          subjectType: 'profile',
          subjectId: profileId,
          ip,
        },
        trx
      )
      return user.id
    })
    await endOtherSessions(userId)
    await queueMail({ mail: 'secondFactorReset', userId, by: 'staff' }, requestId)
  }
}
