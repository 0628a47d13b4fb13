import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import AuditLog from '#models/audit_log'

/**
 * What a line keeps: `before` and `after` of the changed fields, the created or deleted record, and what else the
 * act needs said. Every field written here is listed in packages/domain's AUDIT_FIELDS (the audit fields test reads
 * the values given where this type is expected).
 */
export type AuditPayload = Record<string, unknown>

export interface AuditEntry {
  userId: number | null
  action: string
  subjectType: string
  subjectId: number | null
  payload?: AuditPayload
  ip?: string | null
}

/** An admin acting through a customer's route (a company's page of the portal), and the address they came from. */
export interface AuditActor {
  userId: number
  ip: string | null
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

/**
 * A write through a customer's route: one line naming the admin when `actor` is one, nothing when it is null (a
 * customer's own writes are not in the admin audit log).
 */
export async function recordAdminAudit(
  actor: AuditActor | null,
  entry: Omit<AuditEntry, 'userId' | 'ip'>,
  trx: TransactionClientContract
) {
  if (actor) await recordAudit({ ...entry, userId: actor.userId, ip: actor.ip }, trx)
}
