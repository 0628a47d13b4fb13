/**
 * The roles of a company's users and what each may do (issue 29). The api's policies ask `companyRoleAllows`; the
 * portal asks it too, only to hide what the role may not use (the server is what refuses).
 */
export const COMPANY_ROLES = ['owner', 'manager', 'accountant'] as const
export type CompanyRole = (typeof COMPANY_ROLES)[number]

export const COMPANY_ABILITIES = [
  /** The company page, its contracts and their dashboard, the provider's guides: read only. */
  'viewCompany',
  /** Invoices, credit notes and their downloads. */
  'readBilling',
  /** Drivers, postings, documents, roadside links and packs, declarations, inspectors' requests. */
  'manageDrivers',
  /** Orders, upgrades, renewals, payments, reminders of contracts. */
  'placeOrders',
  /** The company's users: invitations, roles, removals. */
  'manageUsers',
] as const
export type CompanyAbility = (typeof COMPANY_ABILITIES)[number]

const ABILITIES: Record<CompanyRole, readonly CompanyAbility[]> = {
  owner: COMPANY_ABILITIES,
  manager: ['viewCompany', 'readBilling', 'manageDrivers', 'placeOrders'],
  accountant: ['viewCompany', 'readBilling'],
}

export function isCompanyRole(value: unknown): value is CompanyRole {
  return typeof value === 'string' && (COMPANY_ROLES as readonly string[]).includes(value)
}

/** Whether `role` may use `ability`; an unknown or missing role may use nothing. */
export function companyRoleAllows(role: string | null | undefined, ability: CompanyAbility) {
  return isCompanyRole(role) && ABILITIES[role].includes(ability)
}
