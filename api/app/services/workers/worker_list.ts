import WorkerContract from '#models/worker_contract'
import { foldText } from '#services/text/fold'
import { containsPattern } from '#services/http/list_query'
import { contractState, todayUtc } from '#services/contracts/contract_term'
import { countWorkers } from '#services/workers/contract_lock'
import { addWorkerRefusal } from '#services/workers/worker_rules'
import { postingRowsQuery, presentPostings } from '#services/drivers/posting_rows'
import { refreshStale } from '#services/drivers/posting_readiness'
import type { ReadinessState, WorkersListAnswer } from '@posted-workers/domain'

/**
 * The workers list of a contract: its postings by last then first name (filtered without regard to case or
 * accents: "zul" finds Żuławski, "lodz" Łódź, and by readiness when asked), each with its driver's readiness, and what
 * the list may offer. Plain rows: no model is hydrated per driver.
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
  const [rows, count, others] = await Promise.all([
    query.orderBy('drivers.identity_key').orderBy('workers.id'),
    countWorkers(contract.id),
    WorkerContract.query().where('company_id', contract.companyId).whereNot('id', contract.id),
  ])
  return {
    workers: await presentPostings(rows),
    total: rows.length,
    isAddWorkerAllowed: addWorkerRefusal(contract, count, today) === null,
    // An ended contract's drivers are shown as they were, without change, removal or upload.
    isReadOnly: contractState(contract, today) === 'expired',
    isDuplicateAllowed: others.some((other) => contractState(other, today) !== 'expired'),
    allowedNumberOfWorkers: contract.allowedNumberOfWorkers,
  }
}
