import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import BusinessIntroducer from '#models/business_introducer'
import { lockCompany } from '#services/account/account_requests'
import { todayUtc } from '#services/contracts/contract_term'
import { introducerChangeState } from '#services/contracts/introducer_change'
import { recordAudit } from '#services/audit/record_audit'
import { BusinessException } from '#exceptions/business_exception'

/**
 * An admin attributes a company's running contracts (and the renewals scheduled after them) to another business
 * introducer: reporting and later renewals follow it; issued invoices and paid amounts stay as they are. Under the
 * company's lock, so no request can be created meanwhile; audited with each contract's introducer before and after.
 */
export default class ChangeContractIntroducer {
  async handle(admin: User, companyId: number, introducerId: number, ip: string) {
    return db.transaction(async (trx) => {
      const today = todayUtc()
      await lockCompany(companyId, trx)
      const introducer = await BusinessIntroducer.query({ client: trx })
        .where('id', introducerId)
        .where('is_active', true)
        .first()
      if (!introducer) {
        throw new BusinessException('companies.introducerUnavailable', {
          field: 'businessIntroducer',
          status: 422,
        })
      }
      const { contracts, reason } = await introducerChangeState(companyId, today, trx)
      if (reason) throw new BusinessException(`companies.introducerChange.${reason}`, { status: 409 })

      const ids = contracts.map((contract) => contract.id)
      await trx
        .from('worker_contracts')
        .whereIn('id', ids)
        .update({ business_introducer_id: introducer.id, updated_at: new Date() })
      await recordAudit(
        {
          userId: admin.id,
          action: 'workerContract.changeIntroducer',
          subjectType: 'company',
          subjectId: companyId,
          payload: {
            before: {
              contracts: contracts.map((contract) => ({
                id: contract.id,
                businessIntroducerId: contract.businessIntroducerId,
              })),
            },
            after: { contracts: ids.map((id) => ({ id, businessIntroducerId: introducer.id })) },
            businessIntroducer: { id: introducer.id, code: introducer.code },
          },
          ip,
        },
        trx
      )
      return { introducer, contractIds: ids }
    })
  }
}
