import db from '@adonisjs/lucid/services/db'
import { ROLES } from '#enums/roles'
import type { ListQuery } from '#services/http/list_query'
import { dateValue, textValue } from '#services/http/list_filters'
import { addDays } from '#services/contracts/contract_term'

/**
 * The back-office's audit log: newest first, filtered by the user who acted (`userId`), the `action`, the record
 * (`subjectType`, and `subjectId`), and the UTC days of `createdDateFrom` / `createdDateTo` (both included). Every filter has
 * an index ending in `created_at` (migration 0023), so that a page reads the index in order and stops.
 */
export const AUDIT_LOG_SORTS = ['createdAt'] as const

export interface AuditLogFilter {
  userId?: number
  action?: string
  subjectType?: string
  subjectId?: number
  createdDateFrom?: string
  createdDateTo?: string
}

function idValue(value: unknown) {
  const number = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : undefined
}

/** The list's filter as it reads it; a value of the wrong shape is ignored. */
export function readAuditLogFilter(filter: Record<string, unknown>): AuditLogFilter {
  return {
    userId: idValue(filter.userId),
    action: textValue(filter.action, 80),
    subjectType: textValue(filter.subjectType, 60),
    subjectId: idValue(filter.subjectId),
    createdDateFrom: dateValue(filter.createdDateFrom),
    createdDateTo: dateValue(filter.createdDateTo),
  }
}

export function filteredAuditLogs(filter: AuditLogFilter) {
  const query = db.from('audit_logs')
  if (filter.userId !== undefined) query.where('audit_logs.user_id', filter.userId)
  if (filter.action !== undefined) query.where('audit_logs.action', filter.action)
  if (filter.subjectType !== undefined) query.where('audit_logs.subject_type', filter.subjectType)
  if (filter.subjectId !== undefined) query.where('audit_logs.subject_id', filter.subjectId)
  if (filter.createdDateFrom !== undefined)
    query.where('audit_logs.created_at', '>=', `${filter.createdDateFrom} 00:00:00`)
  if (filter.createdDateTo !== undefined) {
    query.where('audit_logs.created_at', '<', `${addDays(filter.createdDateTo, 1)} 00:00:00`)
  }
  return query
}

/** The lines of the filter in the list's order, with who wrote them (login and name), as flat rows. */
export function auditLogRows(query: ListQuery) {
  const direction = query.sort.direction
  return filteredAuditLogs(readAuditLogFilter(query.filter))
    .leftJoin('users', 'users.id', 'audit_logs.user_id')
    .leftJoin('profiles', 'profiles.user_id', 'audit_logs.user_id')
    .select(
      'audit_logs.id',
      'audit_logs.created_at as createdAt',
      'audit_logs.user_id as userId',
      'users.login as userLogin',
      'profiles.first_name as userFirstName',
      'profiles.last_name as userLastName',
      'audit_logs.action',
      'audit_logs.subject_type as subjectType',
      'audit_logs.subject_id as subjectId',
      'audit_logs.ip',
      'audit_logs.payload'
    )
    .orderBy('audit_logs.created_at', direction)
    .orderBy('audit_logs.id', direction)
}

export type AuditLogRow = {
  id: number
  createdAt: Date
  userId: number | null
  userLogin: string | null
  userFirstName: string | null
  userLastName: string | null
  action: string
  subjectType: string
  subjectId: number | null
  ip: string | null
  payload: unknown
}

/** One page of the log and the number of lines the filter matches (read from the filter's index). */
export async function listAuditLogs(query: ListQuery) {
  const [rows, counted] = await Promise.all([
    auditLogRows(query).offset(query.offset).limit(query.limit),
    filteredAuditLogs(readAuditLogFilter(query.filter)).count('* as total'),
  ])
  return { rows: rows as AuditLogRow[], total: Number(counted[0].total) }
}

export async function findAuditLog(id: number): Promise<AuditLogRow | null> {
  const rows: AuditLogRow[] = await auditLogRows({
    filter: {},
    sort: { field: 'createdAt', direction: 'desc' },
    offset: 0,
    limit: 1,
  }).where('audit_logs.id', id)
  return rows[0] ?? null
}

/**
 * The filters' choices: the admins who have lines (by login), the actions and the record types that occur. Each
 * reads its index's distinct first parts (a loose index scan), not the lines.
 */
export async function auditLogChoices() {
  // Two steps: the distinct users alone read the index's first parts; as a subquery the database would read
  // every line of the index to build a semi-join.
  const [userIds, actions, subjectTypes] = await Promise.all([
    db.from('audit_logs').distinct('user_id').whereNotNull('user_id'),
    db.from('audit_logs').distinct('action').orderBy('action', 'asc'),
    db.from('audit_logs').distinct('subject_type').orderBy('subject_type', 'asc'),
  ])
  const admins = await db
    .from('users')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .whereIn(
      'users.id',
      userIds.map((row: { user_id: number }) => row.user_id)
    )
    .whereIn('users.role', [ROLES.admin, ROLES.accountant])
    .select(
      'users.id as userId',
      'users.login as userLogin',
      'profiles.first_name as userFirstName',
      'profiles.last_name as userLastName'
    )
    .orderBy('users.login', 'asc')
  return {
    admins: admins as Pick<AuditLogRow, 'userId' | 'userLogin' | 'userFirstName' | 'userLastName'>[],
    actions: actions.map((row: { action: string }) => row.action),
    subjectTypes: subjectTypes.map((row: { subject_type: string }) => row.subject_type),
  }
}
