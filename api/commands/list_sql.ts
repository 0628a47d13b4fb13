import { BaseCommand, args, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import {
  CONTRACT_SORTS,
  contractCountCap,
  contractPageStatements,
  contractsWithIds,
  countContracts,
  countryWalk,
  planNameSearch,
  readContractFilter,
  walksCountries,
} from '#services/contracts/contract_list'
import { todayUtc } from '#services/contracts/contract_term'
import { cappedCount, cappedTotal, parseListQuery } from '#services/http/list_query'
import {
  linesOfRequests,
  REQUEST_SORTS,
  requestCountCap,
  requestPageStatements,
  requestsWithIds,
} from '#services/requests/request_list'
import {
  PROFILE_SORTS,
  profileCountCap,
  profilePageStatements,
  profilesWithIds,
} from '#services/profiles/profile_list'
import {
  COMPANY_SORTS,
  companyCountCap,
  companyPage,
  companyPagePlan,
  filteredCompanies,
  readCompanyFilter,
} from '#services/companies/company_list'

type ListQuery = ReturnType<typeof parseListQuery>

type Sql = { toSQL(): { sql: string; bindings: readonly unknown[] } }

/** The statements sent together, or those of a page walked step by step with the ids it found. */
type Together = Sql[] | { walked: Sql[]; ids: number[] }

/**
 * How one page of each list is read: the statements sent together first (the page's ids, read one more than the
 * page for a list whose total may be unknown, and its count; or, for a search, one statement that pages and counts
 * its matches, with their number in each row's `list_matched`), then those of the page's ids. A contracts page walked
 * country by country (countryWalk) sends its count, then the countries and each country's ids one after the other:
 * they are printed under `together` with `walked`, and the benchmark's bare client replays them in that order.
 */
const LISTS = {
  workerContracts: {
    sortable: Object.keys(CONTRACT_SORTS),
    together: async (query: ReturnType<typeof parseListQuery>): Promise<Together> => {
      const today = todayUtc()
      const pageEnd = query.offset + query.limit
      const { filter } = await planNameSearch(readContractFilter(query.filter), today, undefined, pageEnd)
      if (walksCountries(filter, query) && cappedTotal(await countContracts(filter, today)) === null) {
        const sent: DatabaseQueryBuilderContract[] = [countContracts(filter, today)]
        const ids = (await countryWalk(filter, query, today, sent)).map((row) => Number(row.id))
        return { walked: sent, ids }
      }
      return contractPageStatements(filter, query, today)
    },
    then: (ids: number[]): Sql[] => [contractsWithIds(ids)],
    countCap: (query: ListQuery) => contractCountCap(readContractFilter(query.filter)),
  },
  requests: {
    sortable: Object.keys(REQUEST_SORTS),
    together: requestPageStatements,
    then: (ids: number[]): Sql[] => [requestsWithIds(ids), linesOfRequests(ids)],
    countCap: requestCountCap,
  },
  profiles: {
    sortable: Object.keys(PROFILE_SORTS),
    together: profilePageStatements,
    then: (ids: number[]): Sql[] => [profilesWithIds(ids)],
    countCap: profileCountCap,
  },
  // One statement reads the page's rows (no deferred join): `then` is empty, the ids are the page's rows.
  companies: {
    sortable: Object.keys(COMPANY_SORTS),
    together: async (query: ReturnType<typeof parseListQuery>) => {
      const filter = readCompanyFilter(query.filter)
      const { plan } = await companyPagePlan(filter)
      return [
        companyPage(filter, query, todayUtc(), plan),
        cappedCount(filteredCompanies(filter), companyCountCap(filter)),
      ]
    },
    then: (): Sql[] => [],
    countCap: (query: ListQuery) => companyCountCap(readCompanyFilter(query.filter)),
  },
}

/**
 * Prints, as JSON, the SQL statements (with their bindings) that one page of a back-office list sends for a query
 * string, so that the benchmark replays them through a bare mysql2 client: the page's ids and the count (sent
 * together), then the details of that page's rows (the ids read here). Writes nothing.
 */
export default class ListSql extends BaseCommand {
  static commandName = 'list:sql'
  static description =
    'Print the SQL of one page of a back-office list (worker contracts, requests, profiles, companies) for scripts/bench'
  static options: CommandOptions = { startApp: true }

  @args.string({
    description: 'The list query string, as the back-office sends it (filter=…&sort=…&range=…)',
  })
  declare queryString: string

  @flags.string({ description: 'The list: workerContracts (default), requests, profiles or companies' })
  declare list?: string

  async run() {
    const name = this.list ?? 'workerContracts'
    if (!Object.hasOwn(LISTS, name)) {
      this.logger.error(`Unknown list "${name}": workerContracts, requests, profiles or companies`)
      this.exitCode = 1
      return
    }
    const list = LISTS[name as keyof typeof LISTS]
    const query = parseListQuery(Object.fromEntries(new URLSearchParams(this.queryString)), {
      sortable: list.sortable,
      defaultSort: 'companyName',
    })
    const read: Together = await list.together(query)
    const together = Array.isArray(read) ? read : read.walked
    // A list that reads one row more than its page (to know whether another follows) details only the page's.
    const ids = (
      Array.isArray(read)
        ? ((await (read[0] as unknown as Promise<unknown>)) as { id: number | string }[]).map((row) =>
            Number(row.id)
          )
        : read.ids
    ).slice(0, query.limit)
    const statement = (builder: Sql) => {
      const { sql, bindings } = builder.toSQL()
      return { sql, bindings }
    }
    this.logger.log(
      JSON.stringify({
        // Walked: the count, the countries, then each country's ids (togetherLabels in scripts/bench/measure.mjs).
        ...(Array.isArray(read) ? {} : { walked: true }),
        together: together.map(statement),
        then: ids.length > 0 ? list.then(ids).map(statement) : [],
        // The number the list counts up to: beyond it, the api answers an unknown total.
        countCap: list.countCap(query),
      })
    )
  }
}
