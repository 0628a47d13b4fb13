import db from '@adonisjs/lucid/services/db'
import Company from '#models/company'
import type { VatStatus } from '#enums/company'
import { normalise } from '#services/vat/rules'
import { recordAudit } from '#services/audit/record_audit'
import { auditChanges } from '#services/audit/changes'
import type { VatCheckResult } from '#services/vat/types'
import { applyVatEvent } from '#services/companies/vat_status_transitions'

export interface VatCheckAuthor {
  /** The admin who asked, or null for the scheduled re-check. */
  userId: number | null
  ip?: string | null
}

/**
 * Keeps the outcome of a check of a company's number as its VAT status and proof, as `vatProofAfter` decides (an
 * outage never undoes an earlier proof). Nothing is stored when the company's number changed while VIES answered.
 * Checks asked by an admin, and every change of status, are written to the audit log (an invalid number is how the
 * re-check flags a company to admins), with the stored proof's fields before and after where they changed.
 *
 * Returns the company's VAT status after the check, or null when the company or its number is gone.
 */
export async function storeCompanyVatCheck(
  companyId: number,
  result: VatCheckResult,
  author: VatCheckAuthor
): Promise<VatStatus | null> {
  return db.transaction(async (trx) => {
    const company = await Company.query({ client: trx }).where('id', companyId).forUpdate().first()
    if (!company || normalise(null, company.vatNumber).vatNumber !== result.vatNumber) return null

    const previous = company.vatStatus
    const proof = () => ({
      vatStatus: company.vatStatus,
      vatCheckedAt: company.vatCheckedAt?.toISO() ?? null,
      vatConsultationNumber: company.vatConsultationNumber,
    })
    const before = proof()
    if (applyVatEvent(company, { check: result, sameNumber: true })) await company.save()

    if (author.userId !== null || company.vatStatus !== previous) {
      await recordAudit(
        {
          userId: author.userId,
          action: 'company.vatCheck',
          subjectType: 'company',
          subjectId: company.id,
          payload: {
            ...auditChanges(before, proof()),
            vatNumber: result.vatNumber,
            outcome: result.status,
            reason: result.reason ?? null,
            consultationNumber: result.consultationNumber ?? null,
            checkedAt: result.checkedAt.toISO(),
          },
          ip: author.ip ?? null,
        },
        trx
      )
    }
    return company.vatStatus
  })
}
