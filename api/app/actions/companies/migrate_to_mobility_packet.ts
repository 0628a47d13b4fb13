import db from '@adonisjs/lucid/services/db'
import Company from '#models/company'
import { recordAdminAudit, type AuditActor } from '#services/audit/record_audit'

/**
 * The company approves the EU Mobility Package terms. Idempotent on the company's locked row: a company already
 * migrated stays so, and only an actual change by an admin is written to the audit log.
 */
export default class MigrateToMobilityPacket {
  async handle(companyId: number, actor: AuditActor | null) {
    await db.transaction(async (trx) => {
      const company = await Company.query({ client: trx }).where('id', companyId).forUpdate().firstOrFail()
      if (company.migratedToMobilityPacket) return
      company.migratedToMobilityPacket = true
      await company.save()
      await recordAdminAudit(
        actor,
        {
          action: 'company.migrateToMobilityPacket',
          subjectType: 'company',
          subjectId: company.id,
          payload: { before: { migratedToMobilityPacket: false }, after: { migratedToMobilityPacket: true } },
        },
        trx
      )
    })
  }
}
