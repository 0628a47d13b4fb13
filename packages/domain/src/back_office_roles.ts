import { companyRoleAllows, type CompanyAbility } from './company_roles.js'

/**
 * The back-office's roles (issue 29 item 2) and what each may use. The api's admin middleware lets a role through
 * by route (api/app/services/auth/back_office_access.ts); the back-office reads this table only to show what the role
 * may use (the server is what refuses).
 */
export const BACK_OFFICE_ROLES = ['admin', 'accountant'] as const
export type BackOfficeRole = (typeof BACK_OFFICE_ROLES)[number]

/** The stored role names (users.role): the specification's admin role, and its accountant beside it. */
export const BACK_OFFICE_ROLE_NAMES = {
  admin: 'eurofiscalis-workers-admin',
  accountant: 'eurofiscalis-workers-accountant',
} as const satisfies Record<BackOfficeRole, string>

export function isBackOfficeRole(value: unknown): value is BackOfficeRole {
  return typeof value === 'string' && (BACK_OFFICE_ROLES as readonly string[]).includes(value)
}

/** The back-office role of a stored role name; null for a customer (or an unknown name). */
export function backOfficeRoleOf(roleName: string | null | undefined): BackOfficeRole | null {
  return BACK_OFFICE_ROLES.find((role) => BACK_OFFICE_ROLE_NAMES[role] === roleName) ?? null
}

/** How a role may use a back-office resource: everything, its list and show (and its export), or not at all. */
export type BackOfficeAccess = 'all' | 'read' | 'none'

/** What an accountant reads: billing, the companies billed and their contracts; lists, shows and exports only. */
export const ACCOUNTANT_RESOURCES = ['companies', 'workerContracts', 'invoices', 'creditNotes'] as const

export function backOfficeAccess(role: BackOfficeRole | null, resource: string): BackOfficeAccess {
  if (role === 'admin') return 'all'
  if (role === 'accountant') {
    return (ACCOUNTANT_RESOURCES as readonly string[]).includes(resource) ? 'read' : 'none'
  }
  return 'none'
}

/**
 * What a user may do on a company's pages (the portal's, which the back-office reaches for any company): an admin
 * anything but manage the company's users (its owners'); a back-office accountant what a company's accountant may; a
 * customer what their company role allows. The api's policies ask it (tenancy aside), the portal asks it to hide.
 */
export function companyAbilityAllowed(
  user: { backOfficeRole: BackOfficeRole | null; companyRole: string | null },
  ability: CompanyAbility
) {
  if (user.backOfficeRole === 'admin') return ability !== 'manageUsers'
  if (user.backOfficeRole === 'accountant') return companyRoleAllows('accountant', ability)
  return companyRoleAllows(user.companyRole, ability)
}
