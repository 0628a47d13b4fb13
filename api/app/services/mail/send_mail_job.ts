import mail from '@adonisjs/mail/services/main'
import type { BaseMail } from '@adonisjs/mail'
import type { Locale } from '#enums/profile'
import type { JobContext } from '#services/queue/jobs'
import { dispatch } from '#services/queue/main'

/**
 * One e-mail to one user, named by ids: the job builds it from the database when it runs (PDFs included), so that
 * the queue holds no personal text, no link token and no file, and a retry after a failed send sends the same mail.
 */
export type MailJob =
  | { mail: 'transferOrder'; workerRequestId: number; userId: number }
  | { mail: 'requestValidated'; workerRequestId: number; userId: number }
  | { mail: 'contractReminder'; workerContractId: number; userId: number; daysLeft: number }
  | { mail: 'resetPassword'; userId: number; locale: Locale }

/** Every e-mail of the product goes through here: sent now without a queue, else by a worker, retried. */
export function queueMail(job: MailJob, requestId?: string) {
  return dispatch('send-mail', { ...job, requestId })
}

async function build(job: MailJob): Promise<BaseMail | null> {
  switch (job.mail) {
    case 'transferOrder':
      return (await import('#services/mail/order_mails')).transferOrderMail(job.workerRequestId, job.userId)
    case 'requestValidated':
      return (await import('#services/mail/order_mails')).requestValidatedMail(
        job.workerRequestId,
        job.userId
      )
    case 'contractReminder':
      return (await import('#services/contracts/reminder_mail')).contractReminderMail(
        job.workerContractId,
        job.userId,
        job.daysLeft
      )
    case 'resetPassword':
      return (await import('#services/auth/reset_password_mail')).resetPasswordMail(job.userId, job.locale)
  }
}

/** The job: builds the e-mail and sends it. A send that fails throws, for the queue to try again. */
export async function sendMail(job: MailJob, context: JobContext) {
  const message = await build(job)
  if (!message) {
    // Its user or its subject is gone (or disabled) since it was asked for.
    context.logger.info(`${job.mail} e-mail not built: nothing to send it about any more`)
    return 'skipped'
  }
  await mail.send(message)
  return 'sent'
}
