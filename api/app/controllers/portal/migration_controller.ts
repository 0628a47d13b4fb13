import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import MigrateToMobilityPacket from '#actions/companies/migrate_to_mobility_packet'
import { findOwnCompany } from '#services/tenancy/find_own_company'
import { auditedAdmin } from '#services/audit/audited_admin'

export default class MigrationController {
  /** The company approves the EU Mobility Package terms (own company, or admin); idempotent. */
  @inject()
  async migrate(ctx: HttpContext, action: MigrateToMobilityPacket) {
    const company = await findOwnCompany(ctx, ctx.params.id, 'placeOrders')
    await action.handle(company.id, auditedAdmin(ctx))
    return { migrated: true, successes: [{ message: ctx.i18n.t('company.migrated') }] }
  }
}
