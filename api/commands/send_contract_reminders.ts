import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { sendContractReminders } from '#services/contracts/send_reminders'

/**
 * Scheduled daily (e.g. cron `0 7 * * * node ace contracts:send-reminders`): safe to run twice or from several
 * servers at once, each reminder being claimed by one run only.
 */
export default class SendContractReminders extends BaseCommand {
  static commandName = 'contracts:send-reminders'
  static description = 'E-mail the users of companies whose contract ends in 30, 14, 7 or 1 days'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { contracts, emails } = await sendContractReminders()
    this.logger.info(`Contract reminders: ${emails} e-mails sent for ${contracts} contracts`)
  }
}
