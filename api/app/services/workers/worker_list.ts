import db from '@adonisjs/lucid/services/db'
import type WorkerContract from '#models/worker_contract'
import { foldText } from '#services/text/fold'
import { containsPattern } from '#services/http/list_query'
import { contractState, todayUtc } from '#services/contracts/contract_term'
import { countWorkers } from '#services/workers/contract_lock'
import { addWorkerRefusal } from '#services/workers/worker_rules'
import { documentScopes, postingRowsQuery, presentPostings } from '#services/drivers/posting_rows'
import { refreshStale } from '#services/drivers/posting_readiness'
import type { ReadinessState, WorkersListAnswer } from '@posted-workers/domain'

/**
 * The workers list of a contract: its postings by last then first name (filtered without regard to case or
 * accents: "zul" finds Żuławski, "lodz" Łódź, and by readiness when asked), each with its driver's readiness, and what
 * the list may offer. Plain rows: no model is hydrated per driver, and an unfiltered list counts its own rows.
 */
export async function contractWorkers(
  contract: WorkerContract,
  filter: string,
  readiness: ReadinessState | null = null
): Promise<WorkersListAnswer> {
  const today = todayUtc()
  await refreshStale({ contractId: contract.id }, undefined, today)
  const query = postingRowsQuery().where('workers.worker_contract_id', contract.id)
  if (filter) query.where('drivers.search_name', 'like', containsPattern(foldText(filter)))
  if (readiness) query.where('workers.readiness', readiness)
  const filtered = filter !== '' || readiness !== null
  const [rows, scopes, count, otherLive] = await Promise.all([
    query.orderBy('drivers.identity_key').orderBy('workers.id'),
    documentScopes({ contractId: contract.id }),
    filtered ? countWorkers(contract.id) : null,
    // Another contract of the company that has not ended, to duplicate a driver into.
    db
      .from('worker_contracts')
      .where('company_id', contract.companyId)
      .whereNot('id', contract.id)
      .where('end_date', '>=', today)
      .select('id')
      .first(),
  ])
  return {
    workers: await presentPostings(rows, undefined, scopes),
    total: rows.length,
    isAddWorkerAllowed: addWorkerRefusal(contract, count ?? rows.length, today) === null,
    // An ended contract's drivers are shown as they were, without change, removal or upload.
    isReadOnly: contractState(contract, today) === 'expired',
    isDuplicateAllowed: otherLive !== null,
    allowedNumberOfWorkers: contract.allowedNumberOfWorkers,
  }
}
