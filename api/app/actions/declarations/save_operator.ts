import db from '@adonisjs/lucid/services/db'
import Company from '#models/company'
import { NotFoundException } from '#exceptions/not_found_exception'
import { recordAdminAudit, type AuditActor } from '#services/audit/record_audit'
import { auditChanges } from '#services/audit/changes'

export interface OperatorFields {
  communityLicenceNumber?: string | null
  transportContactName?: string | null
  transportContactEmail?: string | null
  transportContactPhone?: string | null
}

function snapshot(company: Company) {
  return {
    communityLicenceNumber: company.communityLicenceNumber,
    transportContactName: company.transportContactName,
    transportContactEmail: company.transportContactEmail,
    transportContactPhone: company.transportContactPhone,
  }
}

/**
 * The operator's IMI data; a field left out stays as it was, an empty one is cleared. An admin's change is audited
 * with the fields before and after.
 */
export default class SaveOperator {
  async handle(companyId: number, fields: OperatorFields, actor: AuditActor | null) {
    return db.transaction(async (trx) => {
      const company = await Company.query({ client: trx }).where('id', companyId).forUpdate().first()
      if (!company) throw new NotFoundException()
      const before = snapshot(company)
      for (const [name, value] of Object.entries(fields) as [keyof OperatorFields, string | null][]) {
        if (value !== undefined) company[name] = value === '' ? null : value
      }
      await company.useTransaction(trx).save()
      await recordAdminAudit(
        actor,
        {
          action: 'operator.update',
          subjectType: 'company',
          subjectId: company.id,
          payload: { ...auditChanges(before, snapshot(company)), companyId },
        },
        trx
      )
      return company
    })
  }
}
