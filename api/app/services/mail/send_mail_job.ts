import mail from '@adonisjs/mail/services/main'
import type { BaseMail } from '@adonisjs/mail'
import type { JobContext } from '#services/queue/jobs'
import type { MailJob } from '#services/mail/queue_mail'
import { faultPoint } from '#services/faults/fault_point'

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
    case 'documentReminders':
      return (await import('#services/drivers/document_reminder_mail')).documentRemindersMail(
        job.companyId,
        job.userId,
        job.sentOn
      )
    case 'authorityRequestReminders':
      return (
        await import('#services/authority_requests/authority_request_mail')
      ).authorityRequestRemindersMail(job.companyId, job.userId, job.sentOn)
    case 'roadsideLink':
      return (await import('#services/roadside/roadside_link_mail')).roadsideLinkMail(job.sendId)
    case 'resetPassword':
      return (await import('#services/auth/reset_password_mail')).resetPasswordMail(job.userId, job.locale)
    case 'companyInvitation':
      return (await import('#services/company_users/invitation_mail')).invitationMail(job.invitationId)
    case 'backOfficeWelcome':
      return (await import('#services/back_office_users/welcome_mail')).backOfficeWelcomeMail(job.userId)
    case 'secondFactorReset':
      return (await import('#services/auth/second_factor_reset_mail')).secondFactorResetMail(
        job.userId,
        job.by
      )
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
  await faultPoint('mail.beforeSend')
  await mail.send(message)
  return 'sent'
}
