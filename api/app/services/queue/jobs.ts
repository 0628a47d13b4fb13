import type { Logger } from '@adonisjs/core/logger'
import type { MailJob } from '#services/mail/queue_mail'

/**
 * Every job the product runs, by name, with its data. Data is plain JSON that names what to work on (ids, a day),
 * never a secret or a file's bytes: it sits in Redis and is logged when a job fails for good. What runs each one is
 * registered at boot (start/jobs.ts).
 */
export interface Jobs {
  /** One e-mail to one recipient, built from the database when it is sent. */
  'send-mail': MailJob
  /** The daily reminder run (contracts:send-reminders): contracts, documents, readiness. */
  'send-reminders': Record<string, never>
  /** The hourly re-check of VAT numbers accepted as unverified (vat:recheck-unverified). */
  'recheck-vat': { limit?: number }
  /** The hourly purge of expired database sessions (sessions:purge-expired). */
  'purge-sessions': Record<string, never>
  /** The hourly sweep of uploaded files no row owns (storage:sweep-orphans). */
  'sweep-orphans': Record<string, never>
  /** The daily erasure of drivers whose retention period has passed (drivers:erase-expired). */
  'erase-drivers': Record<string, never>
}

export type JobName = keyof Jobs

/** What a job is enqueued with: its own data, and the id of the HTTP request that asked for it (for its logs). */
export type JobData<Name extends JobName> = Jobs[Name] & { requestId?: string }

export interface JobContext {
  /** Bound to the job's name, id, attempt and request id. */
  logger: Logger
  requestId?: string
}

export type JobHandlers = { [Name in JobName]: (data: Jobs[Name], context: JobContext) => Promise<unknown> }
