import { inject } from '@adonisjs/core'
import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import VatChecker from '#services/vat/vat_checker'
import { recheckUnverifiedCompanies } from '#services/vat/recheck_unverified'

/**
 * The re-check, now. With a queue (QUEUE_DRIVER=redis) the api runs it hourly by itself (VAT_RECHECK_SCHEDULE);
 * without one, schedule it hourly (e.g. cron `0 * * * * node ace vat:recheck-unverified`). Safe to run from
 * several servers at once, each company being claimed by one run only.
 */
export default class RecheckUnverifiedVat extends BaseCommand {
  static commandName = 'vat:recheck-unverified'
  static description = 'Re-check through the configured VAT driver the numbers accepted as unverified'
  static options: CommandOptions = { startApp: true }

  @flags.number({ description: 'Most companies to re-check in this run', default: 200 })
  declare limit: number

  @inject()
  async run(checker: VatChecker) {
    const report = await recheckUnverifiedCompanies(checker, { limit: this.limit })
    const checked = report.valid.length + report.invalid.length + report.unverified.length
    this.logger.info(
      `VAT re-check: ${checked} checked, ${report.valid.length} valid, ${report.invalid.length} invalid, ` +
        `${report.unverified.length} still unverified`
    )
    if (report.invalid.length > 0) {
      this.logger.warning(`Invalid VAT numbers, companies flagged to admins: ${report.invalid.join(', ')}`)
    }
  }
}
