import { addMonths, type AuthorityRequestStatus } from '@posted-workers/domain'

/**
 * How long personal data and accounting records are kept (README, "Product rules", Retention; ARCHITECTURE.md,
 * "Privacy"). Pure, with the day given; the api reads the periods from config/privacy.ts.
 *
 * A driver's data is kept while he is posted on a running or scheduled contract and while an inspector's request
 * concerning him is not closed, then for the retention period after the latest of: the day his last posting ended
 * (its contract's last day, or the day it was removed when that came first), the day the last inspector's request
 * concerning him was closed, and the day he was added to the roster (a driver never posted counts from then).
 * He is kept through the last day of that period and erased from the day after.
 */
export interface DriverRetentionFacts {
  /** The day he was added to the roster. */
  addedOn: string
  /** The last day of each contract he is posted on (postings still recorded). */
  postingEnds: readonly string[]
  /** The day his last removed posting ended, if one was removed. */
  lastPostingEndedOn: string | null
  /** The inspectors' requests concerning him. */
  authorityRequests: readonly { status: AuthorityRequestStatus; closedOn: string | null }[]
}

/** What keeps a driver's data whatever the period: a posting running or to come, an inspector's request not closed. */
export type RetentionHold = 'postingRunning' | 'authorityRequestOpen'

/** What refuses an erasure on request: a hold, or an inspector's request closed within the retention period. */
export type ErasureRefusal = RetentionHold | 'authorityRequestRetained'

export function retentionHold(facts: DriverRetentionFacts, today: string): RetentionHold | null {
  if (facts.postingEnds.some((end) => end >= today)) return 'postingRunning'
  if (facts.authorityRequests.some((request) => request.status !== 'closed' || request.closedOn === null)) {
    return 'authorityRequestOpen'
  }
  return null
}

const latest = (days: readonly (string | null)[]) =>
  days.reduce<string>((last, day) => (day !== null && day > last ? day : last), '0000-01-01')

/** The last day the driver's data is kept, or null while a hold keeps it whatever the period. */
export function driverKeptThrough(facts: DriverRetentionFacts, today: string, months: number) {
  if (retentionHold(facts, today)) return null
  const from = latest([
    facts.addedOn,
    facts.lastPostingEndedOn,
    ...facts.postingEnds,
    ...facts.authorityRequests.map((request) => request.closedOn),
  ])
  return addMonths(from, months)
}

/** Whether the scheduled erasure takes the driver on `today`. */
export function isDriverDueForErasure(facts: DriverRetentionFacts, today: string, months: number) {
  const keptThrough = driverKeptThrough(facts, today, months)
  return keptThrough !== null && keptThrough < today
}

/**
 * Why an erasure asked for on `today` (by the company or an admin) is refused, or null: never while he is posted on
 * a running or scheduled contract, nor while an inspector's request concerning him is open or was closed within the
 * retention period (the authority may still ask about him). The period after his last posting does not hold him:
 * the person asked.
 */
export function erasureRefusal(
  facts: DriverRetentionFacts,
  today: string,
  months: number
): ErasureRefusal | null {
  const hold = retentionHold(facts, today)
  if (hold) return hold
  const retained = facts.authorityRequests.some(
    (request) => request.closedOn !== null && addMonths(request.closedOn, months) >= today
  )
  return retained ? 'authorityRequestRetained' : null
}

/** The day a posting removed on `today` ended: its contract's last day when that has passed, else today. */
export function removedPostingEnd(contractEndDate: string, today: string) {
  return contractEndDate < today ? contractEndDate : today
}

/**
 * Invoices and credit notes are kept `years` years after their issue date (Code de commerce L123-22), through that
 * day; from the day after, they are listed to the staff for deletion by hand (never deleted automatically).
 */
export function accountingKeptThrough(issueDate: string, years: number) {
  return addMonths(issueDate, years * 12)
}

export function isAccountingRecordPastRetention(issueDate: string, today: string, years: number) {
  return accountingKeptThrough(issueDate, years) < today
}

/** On `today`, the documents issued before this day are past their retention (the lists' filter). */
export function accountingRetentionCutoff(today: string, years: number) {
  return addMonths(today, -years * 12)
}
