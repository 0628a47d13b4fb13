import { describe, expect, it } from 'vitest'
import { COMPANY_ABILITIES, companyRoleAllows, isCompanyRole } from './company_roles.js'

describe('companyRoleAllows', () => {
  const table: Record<string, Record<(typeof COMPANY_ABILITIES)[number], boolean>> = {
    owner: {
      viewCompany: true,
      readBilling: true,
      manageDrivers: true,
      placeOrders: true,
      manageUsers: true,
    },
    manager: {
      viewCompany: true,
      readBilling: true,
      manageDrivers: true,
      placeOrders: true,
      manageUsers: false,
    },
    accountant: {
      viewCompany: true,
      readBilling: true,
      manageDrivers: false,
      placeOrders: false,
      manageUsers: false,
    },
    admin: {
      viewCompany: false,
      readBilling: false,
      manageDrivers: false,
      placeOrders: false,
      manageUsers: false,
    },
    '': {
      viewCompany: false,
      readBilling: false,
      manageDrivers: false,
      placeOrders: false,
      manageUsers: false,
    },
  }

  for (const [role, abilities] of Object.entries(table)) {
    it.each(COMPANY_ABILITIES.map((ability) => [ability, abilities[ability]] as const))(
      `${role || '(none)'} %s: %s`,
      (ability, expected) => {
        expect(companyRoleAllows(role, ability)).toBe(expected)
      }
    )
  }

  it('refuses a missing role', () => {
    expect(companyRoleAllows(null, 'viewCompany')).toBe(false)
    expect(companyRoleAllows(undefined, 'readBilling')).toBe(false)
  })
})

describe('isCompanyRole', () => {
  it.each([
    ['owner', true],
    ['manager', true],
    ['accountant', true],
    ['Owner', false],
    ['admin', false],
    [3, false],
  ])('%j: %s', (value, expected) => {
    expect(isCompanyRole(value)).toBe(expected)
  })
})
