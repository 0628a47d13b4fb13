import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { linkEveryContract } from '#services/contracts/renewal_link'

/**
 * Stores every contract's renewal link again (services/contracts/renewal_link.ts). The api keeps them as it writes
 * contracts; run this after contracts were written another way (an import, the benchmark's loader).
 */
export default class LinkContractRenewals extends BaseCommand {
  static commandName = 'contracts:link-renewals'
  static description = "Store every contract's renewal link (after contracts were written without the api)"
  static options: CommandOptions = { startApp: true }

  async run() {
    const last = await linkEveryContract()
    this.logger.info(`Renewal links stored for the contracts up to id ${last}`)
  }
}
