import { addDays, daysBetween } from './calendar.js'

/**
 * Inspectors' requests (ARCHITECTURE.md, "Declarations and inspectors' requests"): an authority of a host country
 * asks, after a check, for documents about some drivers over a period, to be sent within eight weeks (Directive (EU)
 * 2020/1057, Art. 1(11)(d)). The staff log the request, the company uploads into it, the staff answer with one ZIP.
 * Pure rules, with the day given.
 */
export const AUTHORITY_REQUEST_STATUSES = ['open', 'waiting_customer', 'answered', 'closed'] as const
export type AuthorityRequestStatus = (typeof AUTHORITY_REQUEST_STATUSES)[number]

/** The kinds of documents an authority may ask for, in the order of the Directive's list. */
export const AUTHORITY_REQUEST_KINDS = [
  'TRANSPORT_EVIDENCE',
  'TACHOGRAPH_RECORDS',
  'PAYSLIPS',
  'PROOF_OF_PAYMENT',
  'EMPLOYMENT_CONTRACT',
  'TIME_SHEETS',
  'OTHER',
] as const
export type AuthorityRequestKind = (typeof AUTHORITY_REQUEST_KINDS)[number]

/**
 * The kinds asked for each driver concerned (his records, his pay, his contract); the others (the consignment
 * notes, anything else) are asked once for the whole request.
 */
export const AUTHORITY_DRIVER_KINDS: readonly AuthorityRequestKind[] = [
  'TACHOGRAPH_RECORDS',
  'PAYSLIPS',
  'PROOF_OF_PAYMENT',
  'EMPLOYMENT_CONTRACT',
  'TIME_SHEETS',
]

export const isDriverKind = (kind: AuthorityRequestKind) => AUTHORITY_DRIVER_KINDS.includes(kind)

/** Eight weeks to answer. */
export const AUTHORITY_ANSWER_DAYS = 56

/** The default last day to answer a request received on `receivedOn`. */
export function authorityDueOn(receivedOn: string) {
  return addDays(receivedOn, AUTHORITY_ANSWER_DAYS)
}

/** A request's statuses in which the company still has something to send. */
export const AUTHORITY_UPLOAD_STATUSES: readonly AuthorityRequestStatus[] = ['open', 'waiting_customer']

export const isAuthorityRequestDone = (status: AuthorityRequestStatus) =>
  status === 'answered' || status === 'closed'

/** A checklist line: a kind, for one driver (driver kinds) or for the whole request (driverId null). */
export interface AuthorityItem {
  kind: AuthorityRequestKind
  driverId: number | null
}

/** Every line the request asks for: each driver kind once per driver concerned, each other kind once. */
export function authorityChecklist(kinds: readonly AuthorityRequestKind[], driverIds: readonly number[]) {
  const ordered = AUTHORITY_REQUEST_KINDS.filter((kind) => kinds.includes(kind))
  return ordered.flatMap((kind): AuthorityItem[] =>
    isDriverKind(kind) ? driverIds.map((driverId) => ({ kind, driverId })) : [{ kind, driverId: null }]
  )
}

/** The lines of the checklist without a file yet. */
export function missingAuthorityItems(
  kinds: readonly AuthorityRequestKind[],
  driverIds: readonly number[],
  files: readonly AuthorityItem[]
) {
  const held = new Set(files.map((file) => `${file.kind}:${file.driverId ?? ''}`))
  return authorityChecklist(kinds, driverIds).filter(
    (item) => !held.has(`${item.kind}:${item.driverId ?? ''}`)
  )
}

/** Whether a file of `kind` for `driverId` (null: the whole request) fits the request's checklist. */
export function fitsAuthorityChecklist(
  kinds: readonly AuthorityRequestKind[],
  driverIds: readonly number[],
  item: AuthorityItem
) {
  if (!kinds.includes(item.kind)) return false
  return isDriverKind(item.kind)
    ? item.driverId !== null && driverIds.includes(item.driverId)
    : item.driverId === null
}

/** Reminders to the company, in days before the due date, the earliest first. */
export const AUTHORITY_REMINDER_STAGES = [14, 7, 2] as const
export type AuthorityReminderStage = (typeof AUTHORITY_REMINDER_STAGES)[number]

/**
 * The reminder stage due on `today`, or null: the latest of 14, 7 and 2 days before the due date that has come,
 * while something is missing and the request is neither answered nor closed; none once the due date has passed
 * (the request is then overdue, the staff's business). Each stage is sent once (the api claims it): a run missed on
 * the day sends the stage still current, never an older one.
 */
export function dueAuthorityReminderStage(
  request: { dueOn: string; status: AuthorityRequestStatus; missingCount: number },
  today: string
): AuthorityReminderStage | null {
  if (isAuthorityRequestDone(request.status) || request.missingCount === 0) return null
  const days = daysBetween(today, request.dueOn)
  if (days < 0) return null
  return [...AUTHORITY_REMINDER_STAGES].reverse().find((stage) => days <= stage) ?? null
}

/** Overdue: the due date has passed and the request is neither answered nor closed. */
export function isAuthorityRequestOverdue(
  request: { dueOn: string; status: AuthorityRequestStatus },
  today: string
) {
  return request.dueOn < today && !isAuthorityRequestDone(request.status)
}

/**
 * The moves a request's status may make. Answered may reopen (the authority asks for more); closed is final.
 * Staying in the same status is no move and always allowed.
 */
export const AUTHORITY_REQUEST_TRANSITIONS: Record<
  AuthorityRequestStatus,
  readonly AuthorityRequestStatus[]
> = {
  open: ['waiting_customer', 'answered', 'closed'],
  waiting_customer: ['open', 'answered', 'closed'],
  answered: ['open', 'waiting_customer', 'closed'],
  closed: [],
}

export function canMoveAuthorityRequest(from: AuthorityRequestStatus, to: AuthorityRequestStatus) {
  return from === to || AUTHORITY_REQUEST_TRANSITIONS[from].includes(to)
}
