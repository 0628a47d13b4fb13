import db from '@adonisjs/lucid/services/db'
import { BACK_OFFICE_ROLE_NAMES, BACK_OFFICE_ROLES, isBackOfficeRole } from '@posted-workers/domain'
import type { ListQuery } from '#services/http/list_query'
import { containsPattern, textFilter } from '#services/http/list_query'
import { foldText } from '#services/text/fold'

/** Sort fields of the back-office users' list. */
export const BACK_OFFICE_USER_SORTS = {
  lastName: 'profiles.last_name',
  firstName: 'profiles.first_name',
  login: 'users.login',
  email: 'users.email',
  role: 'users.role',
  isActive: 'users.is_active',
  lastSignInAt: 'users.last_login_at',
  id: 'users.id',
} as const

const STAFF_ROLE_NAMES = BACK_OFFICE_ROLES.map((role) => BACK_OFFICE_ROLE_NAMES[role])

/** A back-office user as a plain row (their profile's names, none for a profile-less row). */
export interface BackOfficeUserRow {
  id: number
  login: string
  email: string
  role: string
  locale: string
  isActive: number | boolean
  totpEnabledAt: Date | string | null
  lastLoginAt: Date | string | null
  createdAt: Date | string
  firstName: string | null
  lastName: string | null
}

/** The back-office users: a handful of rows, read by the role's index (migration 0039). */
export function backOfficeUsers() {
  return db
    .from('users')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .whereIn('users.role', STAFF_ROLE_NAMES)
    .select(
      'users.id',
      'users.login',
      'users.email',
      'users.role',
      'users.locale',
      'users.is_active as isActive',
      'users.totp_enabled_at as totpEnabledAt',
      'users.last_login_at as lastLoginAt',
      'users.created_at as createdAt',
      'profiles.first_name as firstName',
      'profiles.last_name as lastName'
    )
}

/**
 * One page of back-office users and how many the filter matches: `q` anywhere in the login, the e-mail (folded, as
 * the sign-in compares them) or the names; `role` (admin, accountant); `isActive`.
 */
export async function listBackOfficeUsers(query: ListQuery) {
  const rows = backOfficeUsers()
  const text = textFilter(query.filter)
  if (text) {
    rows.where((where) => {
      where
        .where('users.search_identifiers', 'like', containsPattern(foldText(text)))
        .orWhere('profiles.first_name', 'like', containsPattern(text))
        .orWhere('profiles.last_name', 'like', containsPattern(text))
    })
  }
  if (isBackOfficeRole(query.filter.role)) rows.where('users.role', BACK_OFFICE_ROLE_NAMES[query.filter.role])
  if (typeof query.filter.isActive === 'boolean') rows.where('users.is_active', query.filter.isActive)
  const [counted] = await rows.clone().clearSelect().count('* as total')
  const column = BACK_OFFICE_USER_SORTS[query.sort.field as keyof typeof BACK_OFFICE_USER_SORTS]
  const page: BackOfficeUserRow[] = await rows
    .orderBy(column ?? BACK_OFFICE_USER_SORTS.lastName, query.sort.direction)
    .orderBy('users.id', 'asc')
    .offset(query.offset)
    .limit(query.limit)
  return { rows: page, total: Number(counted.total) }
}
