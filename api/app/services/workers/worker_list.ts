import Worker from '#models/worker'
import WorkerContract from '#models/worker_contract'
import { foldText } from '#services/text/fold'
import { containsPattern } from '#services/http/list_query'
import { contractState, todayUtc } from '#services/contracts/contract_term'
import { countWorkers } from '#services/workers/contract_lock'
import { addWorkerRefusal } from '#services/workers/worker_rules'
import { presentWorker } from '#services/presenters/worker_presenter'
import type { WorkersListAnswer } from '@posted-workers/domain'

/**
 * The workers list of a contract: its workers by last then first name (filtered without regard to case or
 * accents: "zul" finds Żuławski, "lodz" Łódź), and what the list may offer.
 */
export async function contractWorkers(contract: WorkerContract, filter: string): Promise<WorkersListAnswer> {
  const query = Worker.query().where('worker_contract_id', contract.id).withCount('documents')
  if (filter) query.where('search_name', 'like', containsPattern(foldText(filter)))
  const [workers, count, others] = await Promise.all([
    query.orderBy('last_name').orderBy('first_name').orderBy('id'),
    countWorkers(contract.id),
    WorkerContract.query().where('company_id', contract.companyId).whereNot('id', contract.id),
  ])
  const today = todayUtc()
  return {
    workers: workers.map((worker) => presentWorker(worker)),
    total: workers.length,
    isAddWorkerAllowed: addWorkerRefusal(contract, count, today) === null,
    // An ended contract's drivers are shown as they were, without change, removal or upload.
    isReadOnly: contractState(contract, today) === 'expired',
    isDuplicateAllowed: others.some((other) => contractState(other, today) !== 'expired'),
    allowedNumberOfWorkers: contract.allowedNumberOfWorkers,
  }
}
