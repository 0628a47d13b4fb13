import type { HttpContext } from '@adonisjs/core/http'
import type { AuditActor } from '#services/audit/record_audit'

/**
 * Who a write through a customer's route is audited as: the signed-in admin and their address, or null for a
 * customer (the admin audit log records the back-office's acts, not customers').
 */
export function auditedAdmin(ctx: HttpContext): AuditActor | null {
  const user = ctx.auth.getUserOrFail()
  return user.isAdmin ? { userId: user.id, ip: ctx.request.ip() } : null
}
