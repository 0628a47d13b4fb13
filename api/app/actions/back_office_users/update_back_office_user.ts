import db from '@adonisjs/lucid/services/db'
import type { BackOfficeRole } from '@posted-workers/domain'
import type User from '#models/user'
import { ROLES } from '#enums/roles'
import { BusinessException } from '#exceptions/business_exception'
import { lockedBackOfficeUser } from '#services/back_office_users/locked_back_office_user'
import { backOfficeChangeRefusal } from '#services/back_office_users/back_office_user_rules'
import { recordAudit } from '#services/audit/record_audit'
import { auditChanges } from '#services/audit/changes'
import { endOtherSessions } from '#services/auth/user_sessions'

/**
 * An admin changes a back-office user's role, or deactivates or reactivates them, under the rules of
 * back_office_user_rules.ts, audited with the fields changed. The active admins' rows are locked first (always in the
 * same order), so that two admins demoting each other at once cannot leave the back-office without one. A
 * deactivated user's sessions end.
 */
export default class UpdateBackOfficeUser {
  async handle(admin: User, userId: number, input: { role: BackOfficeRole; isActive: boolean }, ip: string) {
    const deactivated = await db.transaction(async (trx) => {
      const activeAdmins = await trx
        .from('users')
        .where('role', ROLES.admin)
        .where('is_active', true)
        .orderBy('id')
        .forUpdate()
        .select('id')
      const user = await lockedBackOfficeUser(userId, trx)
      const before = { backOfficeRole: user.backOfficeRole, isActive: user.isActive }
      const refusal = backOfficeChangeRefusal({
        actorId: admin.id,
        user: { id: user.id, role: before.backOfficeRole, isActive: before.isActive },
        next: input,
        activeAdmins: activeAdmins.length,
      })
      if (refusal) {
        const field = input.isActive !== before.isActive ? 'isActive' : 'role'
        throw new BusinessException(refusal, { field, status: 422 })
      }
      user.merge({ role: ROLES[input.role], isActive: input.isActive })
      await user.save()
      await recordAudit(
        {
          userId: admin.id,
          action: 'backOfficeUser.update',
          subjectType: 'back_office_user',
          subjectId: user.id,
          payload: auditChanges(before, { backOfficeRole: input.role, isActive: input.isActive }),
          ip,
        },
        trx
      )
      return before.isActive && !input.isActive
    })
    // Their sessions stop working at once anyway (services/auth/active_user_provider.ts); this frees them.
    if (deactivated) await endOtherSessions(userId)
  }
}
