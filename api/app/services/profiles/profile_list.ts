import Profile from '#models/profile'
import { containsPattern, countMatches, textFilter, type ListQuery } from '#services/http/list_query'

export const PROFILE_SORTS = {
  companyName: 'companies.name',
  lastName: 'profiles.last_name',
  firstName: 'profiles.first_name',
  login: 'users.login',
  email: 'users.email',
  id: 'profiles.id',
} as const

export function profileSortColumn(query: ListQuery) {
  return PROFILE_SORTS[query.sort.field as keyof typeof PROFILE_SORTS] ?? PROFILE_SORTS.companyName
}

/** The profiles of the list's free text (company name, names, login, e-mail), with their user and company joined. */
export function filteredProfiles(query: ListQuery) {
  const base = Profile.query()
    .join('users', 'users.id', 'profiles.user_id')
    .leftJoin('companies', 'companies.id', 'users.company_id')

  const text = textFilter(query.filter)
  if (text) {
    const pattern = containsPattern(text)
    base.where((where) => {
      where
        .whereILike('companies.name', pattern)
        .orWhereILike('profiles.first_name', pattern)
        .orWhereILike('profiles.last_name', pattern)
        .orWhereILike('users.login', pattern)
        .orWhereILike('users.email', pattern)
    })
  }

  return base
}

/** One page of profiles for the back-office. */
export async function listProfiles(query: ListQuery) {
  const base = filteredProfiles(query)
  const total = await countMatches(base)
  const sortColumn = profileSortColumn(query)
  const rows = await base
    .select('profiles.*')
    .orderBy(sortColumn, query.sort.direction)
    .orderBy('profiles.id', 'asc')
    .offset(query.offset)
    .limit(query.limit)
    .preload('phones')
    .preload('user', (user) => user.preload('company'))

  return { rows, total }
}
