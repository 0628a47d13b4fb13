import type { AuditLogAnswer, AuditLogUser } from '@posted-workers/domain'
import type { AuditLogRow } from '#services/audit/audit_log_list'

type UserFields = Pick<AuditLogRow, 'userId' | 'userLogin' | 'userFirstName' | 'userLastName'>

/** Who wrote a line: login and name (a user since deleted keeps their id only); null for the system. */
export function presentAuditUser(row: UserFields): AuditLogUser | null {
  if (row.userId === null) return null
  const name = [row.userFirstName, row.userLastName].filter(Boolean).join(' ')
  return { id: row.userId, login: row.userLogin ?? `#${row.userId}`, name: name || null }
}

/** The payload as stored: MySQL hands JSON back parsed, MariaDB as text. */
export function auditPayload(value: unknown): Record<string, unknown> | null {
  const parsed = typeof value === 'string' ? JSON.parse(value) : value
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : null
}

export function presentAuditLog(row: AuditLogRow): AuditLogAnswer {
  return {
    id: Number(row.id),
    createdAt: new Date(row.createdAt).toISOString(),
    user: presentAuditUser(row),
    action: row.action,
    subjectType: row.subjectType,
    subjectId: row.subjectId === null ? null : Number(row.subjectId),
    ip: row.ip,
    payload: auditPayload(row.payload),
  }
}
