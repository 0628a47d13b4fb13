import type { AuditLogAnswer } from '@posted-workers/domain'

export type AuditLog = AuditLogAnswer
