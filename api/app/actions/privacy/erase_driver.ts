import db from '@adonisjs/lucid/services/db'
import privacyConfig from '#config/privacy'
import { BusinessException } from '#exceptions/business_exception'
import { NotFoundException } from '#exceptions/not_found_exception'
import { todayUtc } from '#services/contracts/contract_term'
import { eraseDriverRows, type Eraser } from '#services/privacy/erase_driver'
import { deleteQueuedFiles } from '#services/privacy/file_deletions'
import { erasureRefusal } from '#services/privacy/retention'
import { retentionFacts } from '#services/privacy/retention_facts'

/**
 * Erases a driver of the company at the company's or an admin's request, at once and for good: refused (409, with
 * the reason) while he is posted on a running or scheduled contract or an inspector's request concerning him is
 * open or within its retention period. The rows change in one transaction, the driver's row locked; his stored
 * files are deleted once it is committed (what the storage refuses, the retention run deletes later).
 */
export default class EraseDriver {
  async handle(companyId: number, driverId: number, eraser: Omit<Eraser, 'byRetention'>, today = todayUtc()) {
    const keys = await db.transaction(async (trx) => {
      const driver = await trx
        .from('drivers')
        .where('id', driverId)
        .where('company_id', companyId)
        .whereNull('erased_at')
        .forUpdate()
        .select('id', 'company_id as companyId')
        .first()
      if (!driver) throw new NotFoundException()
      const facts = (await retentionFacts([driver.id], trx)).get(driver.id)!
      const refusal = erasureRefusal(facts, today, privacyConfig.driverRetentionMonths)
      if (refusal) throw new BusinessException(`privacy.${refusal}`, { status: 409 })
      return eraseDriverRows(driver, { ...eraser, byRetention: false }, trx)
    })
    await deleteQueuedFiles(keys)
  }
}
