import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { sendContractReminders } from '#services/contracts/send_reminders'
import { sendDocumentReminders } from '#services/drivers/document_reminders'
import { refreshStale } from '#services/drivers/posting_readiness'
import { sendAuthorityRequestReminders } from '#services/authority_requests/authority_request_reminders'
import jobs from '#services/queue/main'

/**
 * The daily reminder run, now: contracts that end soon, drivers' documents that end soon or have ended, and the
 * postings whose readiness changed overnight. With a queue (QUEUE_DRIVER=redis) the api runs it daily by itself
 * (REMINDERS_SCHEDULE) and its e-mails go on the queue; without one, schedule it daily (e.g. cron `0 7 * * * node ace
 * contracts:send-reminders`). Safe to run twice or from several servers at once, each reminder being claimed by one
 * run only.
 */
export default class SendContractReminders extends BaseCommand {
  static commandName = 'contracts:send-reminders'
  static description =
    "E-mail the companies' users about contracts ending in 30, 14, 7 or 1 days and drivers' documents ending soon"
  static options: CommandOptions = { startApp: true }

  async run() {
    const contracts = await sendContractReminders()
    const documents = await sendDocumentReminders()
    const authorityRequests = await sendAuthorityRequestReminders()
    const postings = await refreshStale()
    const done = jobs.settings.driver === 'redis' ? 'queued' : 'sent'
    this.logger.info(
      `Contract reminders: ${contracts.emails} e-mails ${done} for ${contracts.contracts} contracts`
    )
    this.logger.info(
      `Document reminders: ${documents.emails} e-mails ${done} for ${documents.documents} documents of ${documents.companies} companies`
    )
    this.logger.info(
      `Inspectors' requests reminders: ${authorityRequests.emails} e-mails ${done} for ${authorityRequests.requests} requests`
    )
    this.logger.info(`Readiness judged again: ${postings} postings`)
  }
}
