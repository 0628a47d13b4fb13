import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import AuditLog from '#models/audit_log'

export interface AuditEntry {
  userId: number | null
  action: string
  subjectType: string
  subjectId: number | null
  payload?: Record<string, unknown>
  ip?: string | null
}

/** Writes one line of the admin audit log, inside the caller's transaction when given. */
export function recordAudit(entry: AuditEntry, trx?: TransactionClientContract) {
  return AuditLog.create(
    {
      userId: entry.userId,
      action: entry.action,
      subjectType: entry.subjectType,
      subjectId: entry.subjectId,
      payload: entry.payload ?? null,
      ip: entry.ip ?? null,
    },
    { client: trx }
  )
}
