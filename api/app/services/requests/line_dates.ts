import type { RequestStatus, RequestType } from '#enums/contract'
import { contractEndDate } from '#services/contracts/contract_term'
import { renewalStartDate } from '#services/contracts/renewal_and_upgrade'
import { isPending } from '#services/requests/request_transitions'

/** What the dates of a line depend on: a model of the line, or a plain row of a list. */
export interface LineDateFields {
  startDate: string | null
  endDate: string | null
  /** The contract a renewal or an upgrade continues (its end date only), when loaded. */
  sourceWorkerContract?: { endDate: string } | null
}

/**
 * The dates of a line: those of its contract once validated; while pending, the proposed ones — validation day for
 * a purchase, the day after the renewed contract ends (or validation day once it has ended) for a renewal, and
 * validation day until the running contracts' end for an upgrade.
 */
export function lineDates(
  request: { status: RequestStatus; type: RequestType },
  line: LineDateFields,
  today: string
) {
  if (line.startDate) {
    return { startDate: line.startDate, endDate: line.endDate ?? contractEndDate(line.startDate) }
  }
  if (!isPending(request.status)) return { startDate: null, endDate: line.endDate }
  const source = line.sourceWorkerContract
  if (request.type === 'upgrade') {
    return { startDate: today, endDate: line.endDate ?? source?.endDate ?? contractEndDate(today) }
  }
  const startDate = source ? renewalStartDate(source.endDate, today) : today
  return { startDate, endDate: contractEndDate(startDate) }
}
