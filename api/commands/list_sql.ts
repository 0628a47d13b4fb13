import { BaseCommand, args } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import {
  CONTRACT_SORTS,
  contractIdPage,
  contractsWithIds,
  filteredContracts,
  readContractFilter,
} from '#services/contracts/contract_list'
import { todayUtc } from '#services/contracts/contract_term'
import { parseListQuery } from '#services/http/list_query'

/**
 * Prints, as JSON, the SQL statements (with their bindings) that one page of the back-office worker-contracts list
 * sends for a query string, so that the benchmark replays them through a bare mysql2 client: the page's ids and the
 * count (sent together), then the details of that page's contracts (the ids read here). Writes nothing.
 */
export default class ListSql extends BaseCommand {
  static commandName = 'list:sql'
  static description =
    'Print the SQL of one page of the back-office worker-contracts list (for scripts/bench)'
  static options: CommandOptions = { startApp: true }

  @args.string({
    description: 'The list query string, as the back-office sends it (filter=…&sort=…&range=…)',
  })
  declare queryString: string

  async run() {
    const query = parseListQuery(Object.fromEntries(new URLSearchParams(this.queryString)), {
      sortable: Object.keys(CONTRACT_SORTS),
      defaultSort: 'companyName',
    })
    const today = todayUtc()
    const filter = readContractFilter(query.filter)
    const page = contractIdPage(filter, query, today)
    const ids = (await page).map((row) => Number(row.id))
    const statement = ({ sql, bindings }: { sql: string; bindings: readonly unknown[] }) => ({
      sql,
      bindings,
    })
    this.logger.log(
      JSON.stringify({
        together: [
          statement(contractIdPage(filter, query, today).toSQL()),
          statement(filteredContracts(filter, today).count('* as total').toSQL()),
        ],
        then: ids.length > 0 ? [statement(contractsWithIds(ids).toSQL())] : [],
      })
    )
  }
}
