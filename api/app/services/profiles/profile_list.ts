import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import {
  cappedCount,
  countCapOf,
  readPage,
  withMatchCount,
  type ListQuery,
  type PageResults,
} from '#services/http/list_query'
import {
  joinMatches,
  nameMatches,
  readTextSearch,
  whereWordsMatch,
  type TextSearch,
} from '#services/http/text_search'
import type { Civility, PhoneType, Position } from '#enums/profile'
import { ROLES } from '#enums/roles'

/**
 * Sort fields of the back-office profiles list. The company's name is the copy the profile keeps (migration 0024,
 * companies/company_name_copies.ts), so that its index gives the default order.
 */
export const PROFILE_SORTS = {
  companyName: 'profiles.company_name',
  lastName: 'profiles.last_name',
  firstName: 'profiles.first_name',
  login: 'users.login',
  email: 'users.email',
  id: 'profiles.id',
} as const

export function profileSortColumn(query: Pick<ListQuery, 'sort'>) {
  return PROFILE_SORTS[query.sort.field as keyof typeof PROFILE_SORTS] ?? PROFILE_SORTS.companyName
}

/**
 * The profiles a search finds (README, "Back-office search"): every word in the company's name and the person's first
 * and last names (their words' table, migration 0043), or every word in the login and the e-mail (the FULLTEXT index
 * of their folded copy, migration 0029).
 */
function searchBranches(search: TextSearch) {
  return [
    search.words.length > 0
      ? nameMatches('profile', search.words, false)
      : whereWordsMatch(
          db.from('profiles').select('profiles.id'),
          ['profiles.company_search_name', 'profiles.search_name'],
          search
        ),
    whereWordsMatch(
      db.from('users').join('profiles', 'profiles.user_id', 'users.id').select('profiles.id'),
      ['users.search_identifiers'],
      search
    ),
  ]
}

/**
 * The profiles of the list's free text. Their user is joined when the sort or the caller (`withDetails`, which joins
 * the company too) needs it; every profile has one, so the rows are the same.
 */
export function filteredProfiles(query: Pick<ListQuery, 'filter' | 'sort'>, withDetails = false) {
  const base = db.from('profiles')
  if (withDetails || profileSortColumn(query).startsWith('users.')) {
    base.join('users', 'users.id', 'profiles.user_id')
  }
  if (withDetails) base.leftJoin('companies', 'companies.id', 'users.company_id')
  const search = readTextSearch(query.filter.q)
  if (search) joinMatches(base, 'profiles.id', searchBranches(search))
  return base
}

/** Orders profiles as the list asks, the profile's id breaking ties. */
export function orderProfiles(query: DatabaseQueryBuilderContract, listQuery: Pick<ListQuery, 'sort'>) {
  return query
    .orderBy(profileSortColumn(listQuery), listQuery.sort.direction)
    .orderBy('profiles.id', listQuery.sort.direction)
}

/**
 * The ids of one page and one more (whether another page follows): profiles' indexes give the order (users' for a
 * sort on the login or the e-mail).
 */
export function profileIdPage(query: ListQuery) {
  return orderProfiles(filteredProfiles(query).select('profiles.id'), query)
    .offset(query.offset)
    .limit(query.limit + 1)
}

/**
 * The number of profiles the filter matches, counted on profiles alone (and the search's matches) up to its cap
 * (profileCountCap).
 */
export function countProfiles(query: Pick<ListQuery, 'filter'>) {
  return cappedCount(
    filteredProfiles({ filter: query.filter, sort: { field: 'id', direction: 'asc' } }),
    profileCountCap(query)
  )
}

/** How far the profiles of `query` are counted: a search's matches to SEARCH_COUNT_CAP, a list's to LIST_COUNT_CAP. */
export function profileCountCap(query: Pick<ListQuery, 'filter'>) {
  return countCapOf(readTextSearch(query.filter.q))
}

/**
 * The statements of a page, sent together (readPage reads their answers): the page's ids and one more, and the
 * count; with a search without a word (found anywhere in the names: every profile read), one statement that pages
 * and counts the matches (withMatchCount).
 */
export function profilePageStatements(query: ListQuery) {
  const search = readTextSearch(query.filter.q)
  if (search && search.words.length === 0) {
    return [withMatchCount(orderProfiles(filteredProfiles(query).select('profiles.id'), query), query)]
  }
  return [profileIdPage(query), countProfiles(query)]
}

/** A profile of the list as a plain row: its user, its company (none for an admin) and its first phone. */
export interface ProfileRow {
  id: number
  userId: number
  login: string
  email: string
  civility: Civility | null
  firstName: string
  middleName: string | null
  lastName: string
  position: Position | null
  phoneType: PhoneType | null
  phoneNumber: string | null
  companyId: number | null
  companyName: string | null
  vatNumber: string | null
  addressLine1: string | null
  addressLine2: string | null
  postalCode: string | null
  city: string | null
  countryCode: string | null
  /** A customer who signs in with a second factor (an admin may turn it off); 0/1 as the database counts it. */
  totpEnabled: boolean | number
}

/** The rows of these profiles (in no particular order): one SELECT, the first phone joined on its index. */
export function profilesWithIds(ids: number[]) {
  return db
    .from('profiles')
    .join('users', 'users.id', 'profiles.user_id')
    .leftJoin('companies', 'companies.id', 'users.company_id')
    .joinRaw(
      'LEFT JOIN profile_phones AS phone ON phone.id = (SELECT profile_phones.id FROM profile_phones ' +
        'WHERE profile_phones.profile_id = profiles.id ORDER BY profile_phones.position, profile_phones.id LIMIT 1)'
    )
    .whereIn('profiles.id', ids)
    .select(
      'profiles.id',
      'profiles.user_id as userId',
      'users.login',
      'users.email',
      'profiles.civility',
      'profiles.first_name as firstName',
      'profiles.middle_name as middleName',
      'profiles.last_name as lastName',
      'profiles.position',
      'phone.type as phoneType',
      'phone.number as phoneNumber',
      'companies.id as companyId',
      'companies.name as companyName',
      'companies.vat_number as vatNumber',
      'companies.address_line_1 as addressLine1',
      'companies.address_line_2 as addressLine2',
      'companies.postal_code as postalCode',
      'companies.city',
      'companies.country_code as countryCode',
      db.raw(
        '(users.role = ? AND users.totp_secret IS NOT NULL AND users.totp_enabled_at IS NOT NULL) AS totpEnabled',
        [ROLES.customer]
      )
    )
}

/**
 * One page of profiles for the back-office, the number the filter matches (null beyond `cap`, profileCountCap) and
 * whether another page follows, in three queries whatever the page's size (two with a search without a word): the
 * page's ids and the count together (profiles' indexes, users' only for a sort on them; profilePageStatements), then
 * the page's rows, as plain rows.
 */
export async function listProfiles(query: ListQuery) {
  const cap = profileCountCap(query)
  const results = (await Promise.all(profilePageStatements(query))) as PageResults
  const { rows: page, total, hasNextPage } = await readPage(results, query, () => countProfiles(query), cap)
  const ids = page.map((row) => Number(row.id))
  const found = ids.length > 0 ? ((await profilesWithIds(ids)) as ProfileRow[]) : []
  const byId = new Map(found.map((row) => [row.id, row]))
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), total, hasNextPage, cap }
}
