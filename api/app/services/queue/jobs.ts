import app from '@adonisjs/core/services/app'
import type { Logger } from '@adonisjs/core/logger'
import type { MailJob } from '#services/mail/send_mail_job'

/**
 * Every job the product runs, by name, with its data. Data is plain JSON that names what to work on (ids, a day),
 * never a secret or a file's bytes: it sits in Redis and is logged when a job fails for good.
 */
export interface Jobs {
  /** One e-mail to one recipient, built from the database when it is sent. */
  'send-mail': MailJob
  /** The daily reminder run (contracts:send-reminders). */
  'send-reminders': Record<string, never>
  /** The hourly re-check of VAT numbers accepted as unverified (vat:recheck-unverified). */
  'recheck-vat': { limit?: number }
  /** The hourly purge of expired database sessions (sessions:purge-expired). */
  'purge-sessions': Record<string, never>
}

export type JobName = keyof Jobs

/** What a job is enqueued with: its own data, and the id of the HTTP request that asked for it (for its logs). */
export type JobData<Name extends JobName> = Jobs[Name] & { requestId?: string }

export interface JobContext {
  /** Bound to the job's name, id, attempt and request id. */
  logger: Logger
  requestId?: string
}

type Handlers = { [Name in JobName]: (data: Jobs[Name], context: JobContext) => Promise<unknown> }

/** Imported on first run: the modules behind a job enqueue jobs themselves. */
export const jobHandlers: Handlers = {
  'send-mail': async (data, context) => {
    const { sendMail } = await import('#services/mail/send_mail_job')
    return sendMail(data, context)
  },
  'send-reminders': async (_data, context) => {
    const { sendContractReminders } = await import('#services/contracts/send_reminders')
    return sendContractReminders({ requestId: context.requestId })
  },
  'recheck-vat': async (data) => {
    const { default: VatChecker } = await import('#services/vat/vat_checker')
    const { recheckUnverifiedCompanies } = await import('#services/vat/recheck_unverified')
    return recheckUnverifiedCompanies(await app.container.make(VatChecker), { limit: data.limit ?? 200 })
  },
  'purge-sessions': async () => {
    const { purgeExpiredSessions } = await import('#services/auth/purge_sessions')
    return purgeExpiredSessions()
  },
}

export function isJobName(name: string): name is JobName {
  return Object.hasOwn(jobHandlers, name)
}
