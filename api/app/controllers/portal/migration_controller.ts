import type { HttpContext } from '@adonisjs/core/http'
import { findOwnCompany } from '#services/tenancy/find_own_company'
import { recordAudit } from '#services/audit/record_audit'

export default class MigrationController {
  /**
   * The company approves the EU Mobility Package terms. Idempotent: a company already migrated stays so, and only
   * an actual change by an admin is written to the audit log.
   */
  async migrate(ctx: HttpContext) {
    const company = await findOwnCompany(ctx, ctx.params.id)
    const user = ctx.auth.getUserOrFail()
    if (!company.migratedToMobilityPacket) {
      company.migratedToMobilityPacket = true
      await company.save()
      if (user.isAdmin) {
        await recordAudit({
          userId: user.id,
          action: 'company.migrateToMobilityPacket',
          subjectType: 'company',
          subjectId: company.id,
          ip: ctx.request.ip(),
        })
      }
    }
    return { migrated: true, successes: [{ message: ctx.i18n.t('company.migrated') }] }
  }
}
