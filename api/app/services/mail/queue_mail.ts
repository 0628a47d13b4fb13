import type { Locale } from '#enums/profile'
import { dispatch } from '#services/queue/main'
import type { SecondFactorResetBy } from '#services/auth/second_factor_reset_mail'

/**
 * One e-mail to one user, named by ids: the job builds it from the database when it runs (PDFs included), so that
 * the queue holds no personal text, no link token and no file, and a retry after a failed send sends the same mail.
 */
export type MailJob =
  | { mail: 'transferOrder'; workerRequestId: number; userId: number }
  | { mail: 'requestValidated'; workerRequestId: number; userId: number }
  | { mail: 'contractReminder'; workerContractId: number; userId: number; daysLeft: number }
  | { mail: 'documentReminders'; companyId: number; userId: number; sentOn: string }
  | { mail: 'authorityRequestReminders'; companyId: number; userId: number; sentOn: string }
  | { mail: 'roadsideLink'; sendId: number }
  | { mail: 'resetPassword'; userId: number; locale: Locale }
  | { mail: 'companyInvitation'; invitationId: number }
  | { mail: 'backOfficeWelcome'; userId: number }
  | { mail: 'secondFactorReset'; userId: number; by: SecondFactorResetBy }

/** Every e-mail of the product goes through here: sent now without a queue, else by a worker, retried. */
export function queueMail(job: MailJob, requestId?: string) {
  return dispatch('send-mail', { ...job, requestId })
}
