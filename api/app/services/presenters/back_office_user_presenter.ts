import { backOfficeRoleOf, type BackOfficeUserAnswer } from '@posted-workers/domain'
import type { Locale } from '#enums/profile'
import type { BackOfficeUserRow } from '#services/back_office_users/back_office_user_list'

const instant = (value: Date | string) => new Date(value).toISOString()

/** A back-office user as the `backOfficeUsers` resource shows them (rows of back_office_user_list.ts). */
export function presentBackOfficeUser(row: BackOfficeUserRow): BackOfficeUserAnswer {
  return {
    id: Number(row.id),
    login: row.login,
    email: row.email,
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    // The list reads back-office roles only.
    role: backOfficeRoleOf(row.role)!,
    language: row.locale as Locale,
    isActive: Boolean(row.isActive),
    totpEnabled: row.totpEnabledAt !== null,
    lastSignInAt: row.lastLoginAt === null ? null : instant(row.lastLoginAt),
    createdAt: instant(row.createdAt),
  }
}
