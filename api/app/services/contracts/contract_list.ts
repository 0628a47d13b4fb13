import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { LIST_COUNT_CAP } from '@posted-workers/domain'
import {
  cappedCount,
  countCapOf,
  cappedTotal,
  readPage,
  withMatchCount,
  type ListQuery,
  type PageResults,
} from '#services/http/list_query'
import {
  booleanValue,
  countryCodes,
  dateValue,
  idList,
  textValue,
  vatNumberList,
} from '#services/http/list_filters'
import {
  nameMatches,
  readTextSearch,
  whereCompanyNameMatches,
  type TextSearch,
  type WordsPlan,
} from '#services/http/text_search'
import { normalise } from '#services/vat/rules'
import { addDays, todayUtc } from '#services/contracts/contract_term'
import { REMINDER_WINDOW_DAYS } from '#services/contracts/reminders'
import {
  readContractChangeFilter,
  whereContractChanged,
  type ContractChangeFilter,
} from '#services/contracts/contract_changes'

/** Sort fields of the back-office contracts list, each served by an index (migration 0015). */
export const CONTRACT_SORTS = {
  companyName: 'companies.name',
  countryCode: 'representative_countries.code',
  allowedNumberOfWorkers: 'worker_contracts.allowed_number_of_workers',
  startDate: 'worker_contracts.start_date',
  endDate: 'worker_contracts.end_date',
  remainingDays: 'worker_contracts.end_date',
  totalAmountCents: 'worker_contracts.total_billing_without_tax_cents',
} as const

/**
 * The filters of the contracts list, read from the list's `filter` (specification §2.4 and §3), and the orders'
 * changes the home's chart opens it with (contract_changes.ts).
 */
export interface ContractFilter extends ContractChangeFilter {
  /** The rows an admin selected, when exporting a selection. */
  ids: number[]
  companyId?: number
  /** Contracts of the companies whose name a search finds (services/http/text_search.ts). */
  companyName?: TextSearch
  /** How the name's words are read (set by planNameSearch; `set` when absent). */
  namePlan?: WordsPlan
  /** The contracts are counted, not paged (countContracts): see runningByEnd. */
  counted?: boolean
  /** Only contracts of companies that have (true) or have not (false) a contract running today. */
  hasActiveContract?: boolean
  startFrom?: string
  startTo?: string
  endFrom?: string
  endTo?: string
  promoCode?: string
  representativeCountries: string[]
  /** Contracts running at some point between these two days. */
  activeFrom?: string
  activeTo?: string
  /** Leaves out contracts that ended without a renewal (a later contract of the same company and country). */
  excludeNotRenewed: boolean
  excludedVatNumbers: string[]
  /**
   * Only expiring contracts, as the contract's status says (adminContractStatus): running today, 30 days or fewer
   * left, not renewed.
   */
  expiring: boolean
}

/** Reads the list's filter; values of the wrong shape (an impossible date, a number for a name) are ignored. */
export function readContractFilter(filter: Record<string, unknown>): ContractFilter {
  const companyId = Number(filter.companyId)
  return {
    ids: idList(filter.ids),
    companyId: Number.isSafeInteger(companyId) && companyId > 0 ? companyId : undefined,
    companyName: readTextSearch(filter.companyName) ?? readTextSearch(filter.q),
    hasActiveContract: booleanValue(filter.hasActiveContract),
    startFrom: dateValue(filter.startDateFrom),
    startTo: dateValue(filter.startDateTo),
    endFrom: dateValue(filter.endDateFrom),
    endTo: dateValue(filter.endDateTo),
    promoCode: textValue(filter.promoCode, 50),
    representativeCountries: countryCodes(filter.representativeCountries),
    activeFrom: dateValue(filter.activeDateFrom),
    activeTo: dateValue(filter.activeDateTo),
    excludeNotRenewed: booleanValue(filter.excludeNotRenewed) === true,
    excludedVatNumbers: vatNumberList(filter.excludedVatNumbers).map(
      (vatNumber) => normalise(null, vatNumber).vatNumber
    ),
    expiring: booleanValue(filter.expiring) === true,
    ...readContractChangeFilter(filter),
  }
}

/**
 * Whether the company of the row has a contract running today (`start_date <= today <= end_date`), as a probe of its
 * contracts on the (company, country, end date) index that stops at the first one. Written as a subquery with LIMIT 1
 * rather than EXISTS: MariaDB turned EXISTS into a semi-join that first gathered every running contract (183,000 at
 * 300,000 contracts: 48 ms a page, 54 ms the count; this way 1 and 13 ms).
 */
function whereRunningContractOfCompany(query: DatabaseQueryBuilderContract, today: string, exists: boolean) {
  query.whereRaw(
    '(SELECT 1 FROM worker_contracts AS running WHERE running.company_id = worker_contracts.company_id ' +
      `AND running.start_date <= ? AND running.end_date >= ? LIMIT 1) IS ${exists ? 'NOT ' : ''}NULL`,
    [today, today]
  )
}

/**
 * Whether a page sorted by the company's name is best read company by company, in the order of the companies' name
 * index, each company's contracts through the (company, country, end date) index, stopping at the page: true unless
 * a filter narrows the contracts to a few that their own indexes find (a selection, a company, a name searched, a
 * promo code), which are then read first and sorted. The database, left to choose, sometimes read the contracts of
 * a date filter first and sorted them all ("active this quarter, not renewed excluded": 1 s at 300,000 contracts
 * instead of 1 ms).
 */
function readsCompaniesFirst(filter: ContractFilter) {
  const nameSet = filter.companyName && filter.namePlan !== 'probe'
  return !(filter.ids.length > 0 || filter.companyId || nameSet || filter.promoCode)
}

/**
 * Whether contracts counted as running on a day of a range (`activeFrom`, with no start date of their own to leave
 * out) are read in the order of their end: those ending from the range's first day on started at most 183 days
 * before, so that every one up to the range's last day plus 183 days matches and a capped count stops early. In the
 * order of their start, the oldest contracts come first and none of them matches: the database, choosing the start
 * date's index for `start_date <= last day`, read 71,551 contracts to count 10,001 ("active this quarter, not renewed
 * excluded" at 300,000 contracts: 182 ms; 26 ms without that index). Only the count is steered; a page reads in its
 * sort's order.
 */
function runningByEnd(filter: ContractFilter) {
  return filter.counted === true && !!filter.activeFrom && !filter.startFrom && !filter.startTo
}

/** worker_contracts, without its start date's index when the contracts are counted by their end (runningByEnd). */
function contractsTable(filter: ContractFilter) {
  const query = db.from('worker_contracts')
  if (runningByEnd(filter)) {
    // Both MariaDB and MySQL know the hint; Lucid's from() takes no raw table, knex's does.
    query.knexQuery.from(db.knexRawQuery('worker_contracts IGNORE INDEX (worker_contracts_start_date_index)'))
  }
  return query
}

/**
 * The filtered contracts; the caller selects, sorts and pages. The company is joined only when a filter or the
 * caller needs it, so that counting every contract reads one index of worker_contracts and nothing else.
 * `companiesFirst` (a page sorted by the company's name, readsCompaniesFirst) makes the database read the companies
 * first (STRAIGHT_JOIN, which MariaDB and MySQL both know).
 */
export function filteredContracts(
  filter: ContractFilter,
  today = todayUtc(),
  withCompany = false,
  companiesFirst = false
) {
  const words = filter.companyName?.words ?? []
  // A name searched by its words, when the page is not to walk the list's order (planNameSearch), reads the
  // companies its words find first and their contracts from there; the database, left to choose, walked the list's
  // index and joined every contract before testing the name.
  const nameSet = words.length > 0 && filter.namePlan !== 'probe' && !companiesFirst
  const query = companiesFirst
    ? db
        .from('companies')
        .joinRaw('STRAIGHT_JOIN worker_contracts ON worker_contracts.company_id = companies.id')
    : nameSet
      ? db
          .from(nameMatches('company', words).as('name_matches'))
          .joinRaw('STRAIGHT_JOIN worker_contracts ON worker_contracts.company_id = name_matches.id')
      : contractsTable(filter)
  // Without a word, the name is found in the company's folded name.
  const nameJoined = filter.companyName && words.length === 0
  if (!companiesFirst && (withCompany || nameJoined || filter.excludedVatNumbers.length > 0)) {
    if (nameSet) query.joinRaw('STRAIGHT_JOIN companies ON companies.id = worker_contracts.company_id')
    else query.join('companies', 'companies.id', 'worker_contracts.company_id')
  }

  if (filter.ids.length > 0) query.whereIn('worker_contracts.id', filter.ids)
  if (filter.companyId) query.where('worker_contracts.company_id', filter.companyId)
  if (filter.companyName && !nameSet) {
    // Probed company by company when the companies are read first, else contract by contract in the list's order.
    const company = companiesFirst ? 'companies.id' : 'worker_contracts.company_id'
    whereCompanyNameMatches(query, filter.companyName, company, filter.namePlan)
  }
  if (filter.hasActiveContract !== undefined) {
    whereRunningContractOfCompany(query, today, filter.hasActiveContract)
  }
  if (filter.startFrom) query.where('worker_contracts.start_date', '>=', filter.startFrom)
  if (filter.startTo) query.where('worker_contracts.start_date', '<=', filter.startTo)
  if (filter.endFrom) query.where('worker_contracts.end_date', '>=', filter.endFrom)
  if (filter.endTo) query.where('worker_contracts.end_date', '<=', filter.endTo)
  if (filter.activeFrom) query.where('worker_contracts.end_date', '>=', filter.activeFrom)
  if (filter.activeTo) query.where('worker_contracts.start_date', '<=', filter.activeTo)
  if (filter.promoCode) {
    const code = filter.promoCode
    query.whereIn('worker_contracts.business_introducer_id', (introducers) => {
      introducers.from('business_introducers').select('id').where('code', code)
    })
  }
  if (filter.representativeCountries.length > 0) {
    const codes = filter.representativeCountries
    query.whereIn('worker_contracts.representative_country_id', (countries) => {
      countries.from('representative_countries').select('id').whereIn('code', codes)
    })
  }
  if (filter.excludeNotRenewed) {
    // Running or to come, or renewed: the stored link (renewal_link.ts), no probe for a later contract per row.
    query.where((kept) => {
      kept
        .where('worker_contracts.end_date', '>=', today)
        .orWhereNotNull('worker_contracts.renewed_by_contract_id')
    })
  }
  if (filter.excludedVatNumbers.length > 0) {
    query.whereNotIn('companies.vat_number', filter.excludedVatNumbers)
  }
  whereContractChanged(query, filter)
  if (filter.expiring) {
    query
      .where('worker_contracts.start_date', '<=', today)
      .whereBetween('worker_contracts.end_date', [today, addDays(today, REMINDER_WINDOW_DAYS - 1)])
      .whereNull('worker_contracts.renewed_by_contract_id')
  }
  return query
}

/** The flat row of the list and its export: one SELECT, no model, no query per row. */
const ROW_COLUMNS = [
  'worker_contracts.id',
  'worker_contracts.company_id as companyId',
  'companies.name as companyName',
  'companies.vat_number as vatNumber',
  'representative_countries.code as countryCode',
  'representative_countries.name as countryName',
  'worker_contracts.allowed_number_of_workers as allowedNumberOfWorkers',
  'worker_contracts.start_date as startDate',
  'worker_contracts.end_date as endDate',
  'worker_contracts.total_billing_without_tax_cents as totalAmountCents',
  'worker_contracts.currency',
  'worker_contracts.business_introducer_id as businessIntroducerId',
  'business_introducers.code as promoCode',
  'business_introducers.name as businessIntroducerName',
  'worker_requests.type as requestType',
  'worker_requests.payment_reference as paymentReference',
  'latest_invoice.number as latestInvoiceNumber',
  'latest_invoice.issue_date as latestInvoiceDate',
  'latest_invoice.amount_without_tax_cents as latestInvoiceAmountCents',
]

/**
 * Orders `query` as the list asks. By company name, the company's id breaks ties and nothing of worker_contracts
 * follows: the database then walks the companies' name index and each company's contracts through the
 * (company, country, end date) index, in that order, and stops at the page (no sort of every joined row). On a column
 * of worker_contracts, its id breaks ties in the same direction, which the column's index carries too: the index is
 * then walked (backwards for a descending sort) and stops at the page; ties broken the other way round had the
 * database sort every matched row (issue 31: "last 90 days by amount" 114 ms at 300,000 contracts, under 1 ms so).
 */
function orderContracts(query: DatabaseQueryBuilderContract, sort: ListQuery['sort']) {
  const column = CONTRACT_SORTS[sort.field as keyof typeof CONTRACT_SORTS] ?? CONTRACT_SORTS.companyName
  query.orderBy(column, sort.direction)
  if (column === CONTRACT_SORTS.companyName) query.orderBy('companies.id', sort.direction)
  else query.orderBy('worker_contracts.id', sort.direction)
  return query
}

/** The ids of the contracts of `filter` in the order asked: only the tables the filter and the sort read. */
function orderedContractIds(filter: ContractFilter, query: ListQuery, today: string) {
  const column = CONTRACT_SORTS[query.sort.field as keyof typeof CONTRACT_SORTS] ?? CONTRACT_SORTS.companyName
  const byName = column === CONTRACT_SORTS.companyName
  const ids = filteredContracts(filter, today, byName, byName && readsCompaniesFirst(filter))
  if (column === CONTRACT_SORTS.countryCode) {
    ids.join(
      'representative_countries',
      'representative_countries.id',
      'worker_contracts.representative_country_id'
    )
  }
  return orderContracts(ids.select('worker_contracts.id'), query.sort)
}

/**
 * The ids of one page of the list and one more (whether another page follows): only the tables the filter and the
 * sort read, no column that is not needed.
 */
export function contractIdPage(filter: ContractFilter, query: ListQuery, today: string) {
  return orderedContractIds(filter, query, today)
    .offset(query.offset)
    .limit(query.limit + 1)
}

/** The contracts of `filter` in the order asked, as flat rows; page it, or stream it for an export. */
export function contractRows(filter: ContractFilter, sort: ListQuery['sort'], today = todayUtc()) {
  return orderContracts(contractDetails(filteredContracts(filter, today, true)), sort)
}

/**
 * The flat row's columns and joins over contracts already filtered (companies joined); the latest invoice is the one
 * the contract keeps (latest_invoice_link.ts), joined by its key.
 */
function contractDetails(contracts: DatabaseQueryBuilderContract) {
  return contracts
    .join(
      'representative_countries',
      'representative_countries.id',
      'worker_contracts.representative_country_id'
    )
    .leftJoin('business_introducers', 'business_introducers.id', 'worker_contracts.business_introducer_id')
    .leftJoin('worker_requests', 'worker_requests.id', 'worker_contracts.worker_request_id')
    .leftJoin('invoices as latest_invoice', 'latest_invoice.id', 'worker_contracts.latest_invoice_id')
    .select(ROW_COLUMNS)
    .select(db.raw('(worker_contracts.renewed_by_contract_id IS NOT NULL) AS renewed'))
}

export type ContractRow = {
  id: number
  companyId: number
  companyName: string
  vatNumber: string
  countryCode: string
  countryName: string
  allowedNumberOfWorkers: number | null
  startDate: string
  endDate: string
  totalAmountCents: number
  currency: string
  businessIntroducerId: number | null
  promoCode: string | null
  businessIntroducerName: string | null
  requestType: string | null
  paymentReference: string | null
  latestInvoiceNumber: string | null
  latestInvoiceDate: string | null
  latestInvoiceAmountCents: number | null
  /** 1 when a later contract of the same company and country exists. */
  renewed: number
}

/** The flat rows of these contracts (in no particular order). */
export function contractsWithIds(ids: number[]) {
  return contractDetails(
    db
      .from('worker_contracts')
      .join('companies', 'companies.id', 'worker_contracts.company_id')
      .whereIn('worker_contracts.id', ids)
  )
}

/** The flat rows of these contracts, in the order of `ids`. */
async function contractsById(ids: number[]): Promise<ContractRow[]> {
  if (ids.length === 0) return []
  const rows = (await contractsWithIds(ids)) as ContractRow[]
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/**
 * One page of the contracts list, the number of contracts the filter matches (null beyond LIST_COUNT_CAP: the
 * count reads at most that many, see countUpTo) and whether another page follows. The page is found on the ids
 * alone (a deferred join), one id more than asked to know whether a page follows: the rows' details (country,
 * introducer, request, latest invoice) are read for that page's contracts only, never for every contract the sort
 * passes over.
 */
export async function listContracts(query: ListQuery, today = todayUtc(), cap?: number) {
  const pageEnd = query.offset + query.limit
  const read = readContractFilter(query.filter)
  const planned = await planNameSearch(read, today, cap, pageEnd)
  const { filter } = planned
  let counted = planned.counted
  const count = () => countContracts(filter, today, cap)
  let results: PageResults | undefined
  if (walksCountries(filter, query)) {
    counted ??= await count()
    if (cappedTotal(counted, cap) === null) results = [await countryWalk(filter, query, today), counted]
  }
  if (!results) {
    const statements = contractPageStatements(filter, query, today, cap)
    results = (await Promise.all(counted ? [statements[0], counted] : statements)) as PageResults
  }
  const page = await readPage(results, query, count, cap)
  const rows = await contractsById(page.rows.map((row) => Number(row.id)))
  const shownCap = Math.min(cap ?? LIST_COUNT_CAP, contractCountCap(read))
  const total = page.total !== null && page.total > shownCap ? null : page.total
  return { rows, total, hasNextPage: page.hasNextPage, cap: shownCap }
}

/**
 * How far the contracts of `filter` are shown counted: a name searched to SEARCH_COUNT_CAP, as every list's search,
 * the list to LIST_COUNT_CAP. A name's plan still counts its matches up to LIST_COUNT_CAP (planNameSearch), which tells
 * a dense name (walked in the list's order) from a sparse one (gathered and sorted).
 */
export function contractCountCap(filter: Pick<ContractFilter, 'companyName'>) {
  return countCapOf(filter.companyName)
}

/** The contracts of `filter`, counted up to `cap` (a name searched is read as a set: its words' ranges). */
export function countContracts(filter: ContractFilter, today: string, cap?: number) {
  return cappedCount(filteredContracts({ ...filter, namePlan: 'set', counted: true }, today), cap)
}

/**
 * The walk of a name searched stops at the page, so it reads about `pageEnd / density` rows: up to this far into the
 * list (some 60,000 rows at the sparsest, 3 %), a page is walked; deeper ones are gathered and sorted (at 300,000
 * contracts, "trans" at rows 9,000 to 9,025 took 558 ms walked, 224 ms sorted).
 */
const PROBED_PAGES_END = 2_000

/**
 * How a page reads the company name searched by its words (the filter's `namePlan`), and the count it was chosen
 * from: the contracts of the matching companies are counted first, up to `cap`; beyond it, the page walks the list's
 * own order and asks, contract by contract (company by company when sorted by name), whether the company has the
 * words (`probe`), instead of gathering and sorting every match (`set`). More than `cap` matches are dense enough
 * (3 % of 300,000 contracts) for the walk to stop within a few thousand rows; fewer are gathered and sorted. Company
 * name "trans" at 300,000 contracts: 73,500 matches, 224 ms gathered and sorted; counted up to the cap in about 30 ms,
 * then its page in 2 ms. A page ending beyond PROBED_PAGES_END (`pageEnd`: its offset and size) is gathered and
 * sorted. Without a searched word, nothing to plan.
 */
export async function planNameSearch(filter: ContractFilter, today: string, cap?: number, pageEnd = 0) {
  if (!filter.companyName?.words.length) return { filter, counted: undefined }
  const counted = await countContracts(filter, today, cap)
  const total = cappedTotal(counted, cap)
  const namePlan: WordsPlan = total === null && pageEnd <= PROBED_PAGES_END ? 'probe' : 'set'
  return { filter: { ...filter, namePlan }, counted }
}

/**
 * Whether a page sorted by country may be read country by country (countryWalk): near the start of the list (as
 * PROBED_PAGES_END), and not for a name searched without a word (one statement pages and counts it). The walk is
 * chosen once the matches are counted beyond the cap: fewer are gathered and sorted at little cost, and their own
 * indexes (a company's, a date window's) find them better than each country's contracts walked in order.
 */
export function walksCountries(filter: ContractFilter, query: ListQuery) {
  const column = CONTRACT_SORTS[query.sort.field as keyof typeof CONTRACT_SORTS]
  const nameEverywhere = filter.companyName && filter.companyName.words.length === 0
  return (
    column === CONTRACT_SORTS.countryCode && !nameEverywhere && query.offset + query.limit <= PROBED_PAGES_END
  )
}

/**
 * The ids of a page sorted by country (and id), read country by country in the order of their codes: each country's
 * matching contracts through the (country) index, in the order of their ids, until the page and one more row are
 * found (whether a page follows). Gathering every match and sorting them by country code read all of them: countries
 * EU + BE + AT at 300,000 contracts, 188,000 contracts sorted for each page (55 ms), against a few index entries.
 * `sent` collects the statements it ran (`node ace list:sql` prints them for the benchmark).
 */
export async function countryWalk(
  filter: ContractFilter,
  query: ListQuery,
  today: string,
  sent: DatabaseQueryBuilderContract[] = []
) {
  const direction = query.sort.direction
  const countries = db.from('representative_countries').select('id').orderBy('code', direction)
  if (filter.representativeCountries.length > 0) countries.whereIn('code', filter.representativeCountries)
  sent.push(countries)
  const wanted = query.offset + query.limit + 1
  const ids: { id: number }[] = []
  const others = { ...filter, representativeCountries: [] }
  for (const country of (await countries) as { id: number }[]) {
    const statement = filteredContracts(others, today)
      .where('worker_contracts.representative_country_id', country.id)
      .select('worker_contracts.id')
      .orderBy('worker_contracts.id', direction)
      .limit(wanted - ids.length)
    sent.push(statement)
    const rows: { id: number }[] = await statement
    ids.push(...rows)
    if (ids.length >= wanted) break
  }
  return ids.slice(query.offset)
}

/**
 * The statements of a page, sent together (readPage reads their answers): the page's ids and one more, and the count
 * up to `cap`; with a company name searched without a word (found anywhere in the name: every company read), one
 * statement that pages and counts the matches (withMatchCount).
 */
export function contractPageStatements(
  filter: ContractFilter,
  query: ListQuery,
  today: string,
  cap?: number
) {
  if (filter.companyName && filter.companyName.words.length === 0) {
    return [withMatchCount(orderedContractIds(filter, query, today), query)]
  }
  return [contractIdPage(filter, query, today), countContracts(filter, today, cap)]
}
