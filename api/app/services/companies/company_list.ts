import db from '@adonisjs/lucid/services/db'
import { VAT_STATUSES, type AdminActiveContract, type VatStatus } from '@posted-workers/domain'
import { cappedCount, cappedTotal, countCapOf, splitProbe, type ListQuery } from '#services/http/list_query'
import { readTextSearch, type TextSearch, whereCompanyNameMatches } from '#services/http/text_search'
import { countryCodes, dateValue, idList, textValue } from '#services/http/list_filters'
import { todayUtc } from '#services/contracts/contract_term'

/** Sort fields of the back-office companies list, each served by an index of companies. */
export const COMPANY_SORTS = {
  name: 'companies.name',
  vatNumber: 'companies.vat_number',
  createdAt: 'companies.created_at',
  id: 'companies.id',
} as const

/** The filters of the companies list (specification §2.2): the contract ones apply to one same contract. */
export interface CompanyFilter {
  /** The rows an admin selected, when exporting a selection. */
  ids: number[]
  /** A search of the company's name (services/http/text_search.ts). */
  name?: TextSearch
  promoCode?: string
  representativeCountries: string[]
  startFrom?: string
  startTo?: string
  endFrom?: string
  endTo?: string
  vatStatus?: VatStatus
}

export function readCompanyFilter(filter: Record<string, unknown>): CompanyFilter {
  return {
    ids: idList(filter.ids),
    name: readTextSearch(filter.name) ?? readTextSearch(filter.q),
    promoCode: textValue(filter.promoCode, 50),
    representativeCountries: countryCodes(filter.representativeCountries),
    startFrom: dateValue(filter.startDateFrom),
    startTo: dateValue(filter.startDateTo),
    endFrom: dateValue(filter.endDateFrom),
    endTo: dateValue(filter.endDateTo),
    vatStatus: (VAT_STATUSES as readonly unknown[]).includes(filter.vatStatus)
      ? (filter.vatStatus as VatStatus)
      : undefined,
  }
}

/** Whether `filter` keeps only the companies that have a contract meeting conditions of its own. */
function hasContractConditions(filter: CompanyFilter) {
  const { promoCode, representativeCountries, startFrom, startTo, endFrom, endTo } = filter
  return Boolean(promoCode || representativeCountries.length > 0 || startFrom || startTo || endFrom || endTo)
}

/** The contracts that meet the contract conditions of `filter`, on the indexes of worker_contracts. */
function matchingContracts(filter: CompanyFilter) {
  const { promoCode, representativeCountries: codes, startFrom, startTo, endFrom, endTo } = filter
  const matched = db.from('worker_contracts')
  if (promoCode) {
    matched.whereIn('worker_contracts.business_introducer_id', (introducers) => {
      introducers.from('business_introducers').select('id').where('code', promoCode)
    })
  }
  if (codes.length > 0) {
    matched.whereIn('worker_contracts.representative_country_id', (countries) => {
      countries.from('representative_countries').select('id').whereIn('code', codes)
    })
  }
  if (startFrom) matched.where('worker_contracts.start_date', '>=', startFrom)
  if (startTo) matched.where('worker_contracts.start_date', '<=', startTo)
  if (endFrom) matched.where('worker_contracts.end_date', '>=', endFrom)
  if (endTo) matched.where('worker_contracts.end_date', '<=', endTo)
  return matched
}

/**
 * How a contract condition keeps a company (one contract meeting all of them):
 * - `join`: a join to the distinct company ids of the matching contracts, read first on the indexes of
 *   worker_contracts (introducer, country, end date, company) and materialised: the companies read are those
 *   matched, whatever their number. The count reads it so. As `EXISTS` (or an `IN` the optimiser turned into a
 *   first-match semi-join) the database walked every company in name order (issue 31: 330 ms at 300,000 contracts).
 * - `probe`: each company, in the order of the list's index, probes its own contracts (LIMIT 1) until the page is
 *   full: a page of a filter that many companies meet reads a few hundred companies instead of materialising and
 *   sorting thousands (promo code with FR at 300,000 contracts, 4,762 companies: 35 ms -> 4.5 ms). listCompanies
 *   chooses it from the count.
 */
export type ContractConditionPlan = 'join' | 'probe'

/** The companies of `filter`; a contract condition keeps a company that has one contract meeting all of them. */
export function filteredCompanies(filter: CompanyFilter, plan: ContractConditionPlan = 'join') {
  const query = db.from('companies')
  if (filter.ids.length > 0) query.whereIn('companies.id', filter.ids)
  if (filter.name) whereCompanyNameMatches(query, filter.name)
  if (filter.vatStatus) query.where('companies.vat_status', filter.vatStatus)
  if (hasContractConditions(filter)) {
    if (plan === 'probe') {
      const { sql, bindings } = matchingContracts(filter)
        .whereRaw('worker_contracts.company_id = companies.id')
        .select(db.raw('1'))
        .limit(1)
        .toSQL()
      query.whereRaw(`(${sql}) IS NOT NULL`, [...bindings] as never[])
    } else {
      const { sql, bindings } = matchingContracts(filter).distinct('worker_contracts.company_id').toSQL()
      query.joinRaw(`JOIN (${sql}) AS matched ON matched.company_id = companies.id`, [...bindings] as never[])
    }
  }
  return query
}

/**
 * The flat rows of the list and its export in the order asked: the contracts running today as one JSON array
 * (JSON_ARRAYAGG and JSON_OBJECT: MySQL 8.4 and MariaDB 10.11 both have them) and the first customer's e-mail and
 * phone, each a subquery on an index, so one SELECT serves a page or a streamed export.
 */
export function companyRows(
  filter: CompanyFilter,
  sort: ListQuery['sort'],
  today = todayUtc(),
  plan: ContractConditionPlan = 'join'
) {
  const column = COMPANY_SORTS[sort.field as keyof typeof COMPANY_SORTS] ?? COMPANY_SORTS.name
  return filteredCompanies(filter, plan)
    .select(
      'companies.id',
      'companies.name',
      'companies.web',
      'companies.migrated_to_mobility_packet as migratedToMobilityPacket',
      'companies.vat_number as vatNumber',
      'companies.vat_status as vatStatus'
    )
    .select(
      db.raw(
        `(SELECT JSON_ARRAYAGG(JSON_OBJECT('countryCode', representative_countries.code,
            'allowedNumberOfWorkers', running.allowed_number_of_workers, 'endDate', running.end_date,
            'promoCode', business_introducers.code))
          FROM worker_contracts AS running
          JOIN representative_countries ON representative_countries.id = running.representative_country_id
          LEFT JOIN business_introducers ON business_introducers.id = running.business_introducer_id
          WHERE running.company_id = companies.id AND running.start_date <= ? AND running.end_date >= ?
        ) AS activeContracts`,
        [today, today]
      ),
      db.raw(
        `(SELECT users.email FROM users WHERE users.company_id = companies.id AND users.role = 'customer'
          ORDER BY users.id LIMIT 1) AS customerEmail`
      ),
      db.raw(
        `(SELECT profile_phones.number FROM users
          JOIN profiles ON profiles.user_id = users.id
          JOIN profile_phones ON profile_phones.profile_id = profiles.id
          WHERE users.company_id = companies.id AND users.role = 'customer'
          ORDER BY users.id, profile_phones.position, profile_phones.id LIMIT 1) AS customerPhone`
      )
    )
    .orderBy(column, sort.direction)
    .orderBy('companies.id', sort.direction)
}

export interface CompanyRow {
  id: number
  name: string
  web: string | null
  migratedToMobilityPacket: number | boolean
  vatNumber: string
  vatStatus: VatStatus
  /** A JSON text (MariaDB) or the parsed array (MySQL); null without a running contract. */
  activeContracts: string | AdminActiveContract[] | null
  customerEmail: string | null
  customerPhone: string | null
}

/**
 * The companies a page of a contract-filtered list reads company by company (the `probe` plan) from this many
 * matches on: the list's index is walked about `page / (matches / companies)` rows, a few hundred at most from here
 * on up to 100,000 companies, while under it the matches are few enough to be read and sorted.
 */
export const PROBE_FROM_MATCHES = 1_000

/**
 * How a page of `filter` reads its contract conditions, and the count it was chosen from (undefined without contract
 * conditions, whose count is read with the page).
 */
export async function companyPagePlan(filter: CompanyFilter) {
  if (!hasContractConditions(filter)) return { plan: 'join' as const, counted: undefined }
  const cap = companyCountCap(filter)
  const counted = await cappedCount(filteredCompanies(filter), cap)
  const total = cappedTotal(counted, cap)
  const plan: ContractConditionPlan = total === null || total >= PROBE_FROM_MATCHES ? 'probe' : 'join'
  return { plan, counted }
}

/** The statement of one page of companies, read with one row more (whether another page follows). */
export function companyPage(
  filter: CompanyFilter,
  query: ListQuery,
  today: string,
  plan: ContractConditionPlan
) {
  return companyRows(filter, query.sort, today, plan)
    .offset(query.offset)
    .limit(query.limit + 1)
}

/** How far the companies of `filter` are counted: a name searched to SEARCH_COUNT_CAP, a list to LIST_COUNT_CAP. */
export function companyCountCap(filter: CompanyFilter) {
  return countCapOf(filter.name)
}

/**
 * One page of the companies list and the number of companies the filter matches, counted up to its cap
 * (companyCountCap; null beyond). With contract conditions the count comes first and chooses how the page reads them
 * (companyPagePlan); without, both are read together.
 */
export async function listCompanies(query: ListQuery, today = todayUtc()) {
  const filter = readCompanyFilter(query.filter)
  const cap = companyCountCap(filter)
  const { plan, counted: countedFirst } = await companyPagePlan(filter)
  const [probe, counted] = await Promise.all([
    companyPage(filter, query, today, plan),
    countedFirst ?? cappedCount(filteredCompanies(filter), cap),
  ])
  const { rows, hasNextPage } = splitProbe(probe as CompanyRow[], query)
  return { rows, total: cappedTotal(counted, cap), hasNextPage, cap }
}
