import { describe, expect, it } from 'vitest'
import {
  BACK_OFFICE_ROLE_NAMES,
  backOfficeAccess,
  companyAbilityAllowed,
  backOfficeRoleOf,
  isBackOfficeRole,
} from './back_office_roles.js'

describe('backOfficeAccess', () => {
  const table: [resource: string, admin: string, accountant: string][] = [
    ['companies', 'all', 'read'],
    ['workerContracts', 'all', 'read'],
    ['invoices', 'all', 'read'],
    ['creditNotes', 'all', 'read'],
    ['requests', 'all', 'none'],
    ['profiles', 'all', 'none'],
    ['compliance', 'all', 'none'],
    ['authorityRequests', 'all', 'none'],
    ['representativeCountries', 'all', 'none'],
    ['businessIntroducers', 'all', 'none'],
    ['attachments', 'all', 'none'],
    ['auditLogs', 'all', 'none'],
    ['backOfficeUsers', 'all', 'none'],
    ['somethingNew', 'all', 'none'],
  ]
  it.each(table)('%s: admin %s, accountant %s', (resource, admin, accountant) => {
    expect(backOfficeAccess('admin', resource)).toBe(admin)
    expect(backOfficeAccess('accountant', resource)).toBe(accountant)
    expect(backOfficeAccess(null, resource)).toBe('none')
  })
})

describe('backOfficeRoleOf', () => {
  it('reads the stored role names, and nothing else', () => {
    expect(backOfficeRoleOf(BACK_OFFICE_ROLE_NAMES.admin)).toBe('admin')
    expect(backOfficeRoleOf('eurofiscalis-workers-accountant')).toBe('accountant')
    expect(backOfficeRoleOf('customer')).toBeNull()
    expect(backOfficeRoleOf('admin')).toBeNull()
    expect(backOfficeRoleOf(null)).toBeNull()
  })

  it('knows the roles by their short names', () => {
    expect(isBackOfficeRole('accountant')).toBe(true)
    expect(isBackOfficeRole('eurofiscalis-workers-admin')).toBe(false)
    expect(isBackOfficeRole(undefined)).toBe(false)
  })
})

describe('companyAbilityAllowed', () => {
  const abilities = ['viewCompany', 'readBilling', 'manageDrivers', 'placeOrders', 'manageUsers'] as const
  const table: [who: string, user: Parameters<typeof companyAbilityAllowed>[0], allowed: boolean[]][] = [
    ['an admin', { backOfficeRole: 'admin', companyRole: null }, [true, true, true, true, false]],
    [
      'a back-office accountant',
      { backOfficeRole: 'accountant', companyRole: null },
      [true, true, false, false, false],
    ],
    ['an owner', { backOfficeRole: null, companyRole: 'owner' }, [true, true, true, true, true]],
    ['a manager', { backOfficeRole: null, companyRole: 'manager' }, [true, true, true, true, false]],
    ['an accountant', { backOfficeRole: null, companyRole: 'accountant' }, [true, true, false, false, false]],
    [
      'a user without a role',
      { backOfficeRole: null, companyRole: null },
      [false, false, false, false, false],
    ],
    // A back-office accountant's stored company role (a meaningless default) gives nothing more.
    [
      'a back-office accountant whose column says owner',
      { backOfficeRole: 'accountant', companyRole: 'owner' },
      [true, true, false, false, false],
    ],
  ]
  it.each(table)('%s', (_who, user, allowed) => {
    expect(abilities.map((ability) => companyAbilityAllowed(user, ability))).toEqual(allowed)
  })
})
