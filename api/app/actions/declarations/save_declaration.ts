import db from '@adonisjs/lucid/services/db'
import { declarationState } from '@posted-workers/domain'
import type Company from '#models/company'
import Driver from '#models/driver'
import PostingDeclaration from '#models/posting_declaration'
import { BusinessException } from '#exceptions/business_exception'
import { todayUtc } from '#services/contracts/contract_term'
import { INITIAL_DECLARATION_STATUS } from '#services/declarations/declaration_transitions'
import { recordAdminAudit, type AuditActor } from '#services/audit/record_audit'
import { auditChanges } from '#services/audit/changes'
import { refreshDriverReadiness } from '#services/drivers/posting_readiness'
import {
  checkDeclaration,
  checkNoOverlap,
  checkSubmittable,
  lockOwnDeclaration,
  postingFacts,
  type DeclarationInput,
} from '#services/declarations/declaration_rules'

function snapshot(declaration: PostingDeclaration) {
  return {
    countryCode: declaration.countryCode,
    startDate: declaration.startDate,
    endDate: declaration.endDate,
    plates: declaration.plates,
    transportType: declaration.transportType,
    operations: declaration.operations,
    imiNumber: declaration.imiNumber,
  }
}

/**
 * A declaration written for a posting: a new one is a draft; a draft or a submitted one may be corrected (a submitted
 * one stays complete for IMI), a withdrawn or ended one is a record. The readiness of the driver's postings follows.
 * An admin's write is audited.
 */
export default class SaveDeclaration {
  async create(company: Company, workerId: number, input: DeclarationInput, actor: AuditActor | null) {
    const posting = await postingFacts(company.id, workerId)
    const fields = checkDeclaration(input, posting, company)
    return db.transaction(async (trx) => {
      // The posting's row locked: two declarations sent at once cannot both pass the overlap check.
      await trx.from('workers').where('id', workerId).forUpdate().first()
      await checkNoOverlap(trx, workerId, fields)
      const declaration = await PostingDeclaration.create(
        { ...fields, workerId, companyId: company.id, status: INITIAL_DECLARATION_STATUS },
        { client: trx }
      )
      await recordAdminAudit(
        actor,
        {
          action: 'postingDeclaration.create',
          subjectType: 'posting_declaration',
          subjectId: declaration.id,
          payload: { after: { ...snapshot(declaration), workerId }, companyId: company.id },
        },
        trx
      )
      return declaration
    })
  }

  async update(
    company: Company,
    declarationId: number,
    input: DeclarationInput,
    translate: (key: string) => string,
    actor: AuditActor | null
  ) {
    return db.transaction(async (trx) => {
      const declaration = await lockOwnDeclaration(trx, company.id, declarationId)
      const state = declarationState(declaration, todayUtc())
      if (state === 'withdrawn' || state === 'expired') {
        throw new BusinessException(`declarations.readOnly.${state}`)
      }
      const posting = await postingFacts(company.id, declaration.workerId, trx)
      const fields = checkDeclaration(input, posting, company)
      await trx.from('workers').where('id', declaration.workerId).forUpdate().first()
      await checkNoOverlap(trx, declaration.workerId, fields, declaration.id)
      if (declaration.status === 'submitted') {
        const driver = await Driver.findOrFail(posting.driverId, { client: trx })
        checkSubmittable(company, driver, fields.plates, translate)
      }
      const before = snapshot(declaration)
      declaration.merge(fields)
      await declaration.useTransaction(trx).save()
      await refreshDriverReadiness([posting.driverId], trx)
      await recordAdminAudit(
        actor,
        {
          action: 'postingDeclaration.update',
          subjectType: 'posting_declaration',
          subjectId: declaration.id,
          payload: { ...auditChanges(before, snapshot(declaration)), companyId: company.id },
        },
        trx
      )
      return declaration
    })
  }
}
