import db from '@adonisjs/lucid/services/db'
import { declarationState, type DeclarationStatus } from '@posted-workers/domain'
import type Company from '#models/company'
import Driver from '#models/driver'
import { BusinessException } from '#exceptions/business_exception'
import { todayUtc } from '#services/contracts/contract_term'
import { refreshDriverReadiness } from '#services/drivers/posting_readiness'
import { checkSubmittable, lockOwnDeclaration, postingFacts } from '#services/declarations/declaration_rules'
import { recordAdminAudit, type AuditActor } from '#services/audit/record_audit'
import { transitionDeclaration } from '#services/declarations/declaration_transitions'

/**
 * The one place a declaration's status changes, through the domain's transition table: a draft is submitted once IMI
 * has every field it asks for (the IMI number may come with it), a submitted one is withdrawn. An ended declaration
 * changes no more. The readiness of the driver's postings follows, in the same transaction; an admin's change is
 * audited.
 */
export default class ChangeDeclarationStatus {
  async handle(
    company: Company,
    declarationId: number,
    to: DeclarationStatus,
    options: { imiNumber?: string | null; translate: (key: string) => string },
    actor: AuditActor | null
  ) {
    return db.transaction(async (trx) => {
      const declaration = await lockOwnDeclaration(trx, company.id, declarationId)
      if (declarationState(declaration, todayUtc()) === 'expired') {
        throw new BusinessException('declarations.readOnly.expired')
      }
      const posting = await postingFacts(company.id, declaration.workerId, trx)
      if (to === 'submitted') {
        const driver = await Driver.findOrFail(posting.driverId, { client: trx })
        checkSubmittable(company, driver, declaration.plates, options.translate)
        if (options.imiNumber) declaration.imiNumber = options.imiNumber
      }
      await transitionDeclaration(declaration, to, trx)
      await refreshDriverReadiness([posting.driverId], trx)
      await recordAdminAudit(
        actor,
        {
          action: to === 'submitted' ? 'postingDeclaration.submit' : 'postingDeclaration.withdraw',
          subjectType: 'posting_declaration',
          subjectId: declaration.id,
          payload: { companyId: company.id, imiNumber: declaration.imiNumber },
        },
        trx
      )
      return declaration
    })
  }
}
