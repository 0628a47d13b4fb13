import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { linkEveryContract } from '#services/contracts/renewal_link'
import { linkEveryLatestInvoice } from '#services/contracts/latest_invoice_link'

/**
 * Stores again the links every contract keeps: the contract that renews it (services/contracts/renewal_link.ts) and
 * its latest invoice (services/contracts/latest_invoice_link.ts). The api keeps them as it writes contracts and
 * invoices; run this after either was written another way (an import, the benchmark's loader).
 */
export default class StoreContractLinks extends BaseCommand {
  static commandName = 'contracts:store-links'
  static description =
    "Store every contract's renewal link and latest invoice (after contracts or invoices were written without the api)"
  static options: CommandOptions = { startApp: true }

  async run() {
    const last = await linkEveryContract()
    await linkEveryLatestInvoice()
    this.logger.info(`Renewal links and latest invoices stored for the contracts up to id ${last}`)
  }
}
