import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { sendContractReminders } from '#services/contracts/send_reminders'
import jobs from '#services/queue/main'

/**
 * The reminder run, now. With a queue (QUEUE_DRIVER=redis) the api runs it daily by itself (REMINDERS_SCHEDULE)
 * and its e-mails go on the queue; without one, schedule it daily (e.g. cron `0 7 * * * node ace
 * contracts:send-reminders`). Safe to run twice or from several servers at once, each reminder being claimed by one
 * run only.
 */
export default class SendContractReminders extends BaseCommand {
  static commandName = 'contracts:send-reminders'
  static description = 'E-mail the users of companies whose contract ends in 30, 14, 7 or 1 days'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { contracts, emails } = await sendContractReminders()
    const done = jobs.settings.driver === 'redis' ? 'queued' : 'sent'
    this.logger.info(`Contract reminders: ${emails} e-mails ${done} for ${contracts} contracts`)
  }
}
