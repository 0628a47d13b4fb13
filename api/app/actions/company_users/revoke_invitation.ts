import db from '@adonisjs/lucid/services/db'
import type Company from '#models/company'
import CompanyInvitation from '#models/company_invitation'
import { BusinessException } from '#exceptions/business_exception'
import { NotFoundException } from '#exceptions/not_found_exception'

/**
 * An owner revokes an invitation of the company not accepted yet: it is deleted, so that its link says it is not
 * valid. Another company's (or a missing) invitation answers 404; an accepted one is refused with the reason (the
 * user it made is removed from the users' list instead). The row is locked, so a revocation and an acceptance at
 * the same moment do not both succeed.
 */
export default class RevokeInvitation {
  async handle(company: Company, invitationId: unknown) {
    await db.transaction(async (trx) => {
      const invitation = await CompanyInvitation.query({ client: trx })
        .where('id', Number(invitationId))
        .where('company_id', company.id)
        .forUpdate()
        .first()
      if (!invitation) throw new NotFoundException()
      if (invitation.usedAt) throw new BusinessException('companyUsers.invitationAccepted', { status: 422 })
      await invitation.delete()
    })
  }
}
