import type WorkerContract from '#models/worker_contract'
import type WorkerRequest from '#models/worker_request'
import type WorkerRequestLine from '#models/worker_request_line'
import { contractEndDate } from '#services/contracts/contract_term'
import { renewalStartDate } from '#services/contracts/renewal_and_upgrade'
import { isPending } from '#services/requests/request_transitions'

/**
 * The dates of a line: those of its contract once validated; while pending, the proposed ones — validation day for
 * a purchase, the day after the renewed contract ends (or validation day once it has ended) for a renewal, and
 * validation day until the running contracts' end for an upgrade.
 */
export function lineDates(request: WorkerRequest, line: WorkerRequestLine, today: string) {
  if (line.startDate) {
    return { startDate: line.startDate, endDate: line.endDate ?? contractEndDate(line.startDate) }
  }
  if (!isPending(request.status)) return { startDate: null, endDate: line.endDate }
  const source = line.sourceWorkerContract as WorkerContract | null | undefined
  if (request.type === 'upgrade') {
    return { startDate: today, endDate: line.endDate ?? source?.endDate ?? contractEndDate(today) }
  }
  const startDate = source ? renewalStartDate(source.endDate, today) : today
  return { startDate, endDate: contractEndDate(startDate) }
}
