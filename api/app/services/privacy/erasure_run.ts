import db from '@adonisjs/lucid/services/db'
import { addDays, addMonths } from '@posted-workers/domain'
import privacyConfig from '#config/privacy'
import { todayUtc } from '#services/contracts/contract_term'
import { eraseDriverRows } from '#services/privacy/erase_driver'
import { deleteQueuedFiles } from '#services/privacy/file_deletions'
import { isDriverDueForErasure } from '#services/privacy/retention'
import { retentionFacts } from '#services/privacy/retention_facts'

const PAGE = 200

/**
 * The drivers that may be due on `today`, a page at a time after `afterId`: not erased, nothing running nor to come,
 * no inspector's request open, and every day the rule counts from at least the period ago (give or take the days a
 * month's end shifts: the pure rule decides, this only spares it the drivers plainly kept).
 */
function candidates(today: string, months: number, afterId: number) {
  const before = addDays(addMonths(today, -months), 4)
  return db
    .from('drivers')
    .whereNull('erased_at')
    .where('id', '>', afterId)
    .where('created_at', '<', `${before} 00:00:00`)
    .where((query) => query.whereNull('last_posting_ended_on').orWhere('last_posting_ended_on', '<', before))
    .whereNotExists((query) =>
      query
        .from('workers')
        .join('worker_contracts', 'worker_contracts.id', 'workers.worker_contract_id')
        .whereColumn('workers.driver_id', 'drivers.id')
        .where('worker_contracts.end_date', '>=', before)
    )
    .whereNotExists((query) =>
      query
        .from('authority_request_drivers')
        .join('authority_requests', 'authority_requests.id', 'authority_request_drivers.authority_request_id')
        .whereColumn('authority_request_drivers.driver_id', 'drivers.id')
        .where((open) =>
          open
            .whereNot('authority_requests.status', 'closed')
            .orWhereNull('authority_requests.closed_on')
            .orWhere('authority_requests.closed_on', '>=', before)
        )
    )
    .orderBy('id')
    .limit(PAGE)
    .select('id', 'company_id as companyId')
}

/**
 * The scheduled erasure (drivers:erase-expired, or the queue's `erase-drivers`): first the stored files an earlier
 * erasure could not delete, then every driver whose retention period has passed on `today`, each in a transaction of
 * its own (his row locked and the rule judged again inside it, so that a posting added meanwhile keeps him), audited
 * as the system's act. Safe to run twice at once: an erased driver is skipped. Returns counts, never names.
 */
export async function eraseExpiredDrivers(today = todayUtc()) {
  const months = privacyConfig.driverRetentionMonths
  const leftOver = await deleteQueuedFiles()
  let erased = 0
  let files = 0
  for (let afterId = 0; ;) {
    const page: { id: number; companyId: number }[] = await candidates(today, months, afterId)
    for (const candidate of page) {
      const keys = await db.transaction(async (trx) => {
        const locked = await trx
          .from('drivers')
          .where('id', candidate.id)
          .whereNull('erased_at')
          .forUpdate()
          .select('id')
          .first()
        if (!locked) return null
        const facts = (await retentionFacts([candidate.id], trx)).get(candidate.id)!
        if (!isDriverDueForErasure(facts, today, months)) return null
        return eraseDriverRows(candidate, { userId: null, ip: null, byRetention: true }, trx)
      })
      if (keys === null) continue
      erased += 1
      files += (await deleteQueuedFiles(keys)).deleted
    }
    if (page.length < PAGE) break
    afterId = page[page.length - 1].id
  }
  return { erased, filesDeleted: files + leftOver.deleted, filesLeft: leftOver.left }
}
