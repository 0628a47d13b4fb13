import { BACK_OFFICE_ROLE_NAMES } from '@posted-workers/domain'

/** users.role: a company's user, or a back-office user (packages/domain back_office_roles.ts). */
export const ROLES = {
  customer: 'customer',
  admin: BACK_OFFICE_ROLE_NAMES.admin,
  accountant: BACK_OFFICE_ROLE_NAMES.accountant,
} as const
export type Role = (typeof ROLES)[keyof typeof ROLES]
