import type { CompanyUserAnswer } from '@posted-workers/domain'
import type User from '#models/user'

/** A user of the company as its owner sees them in the list. The profile must be loaded. */
export function presentCompanyUser(user: User): CompanyUserAnswer {
  return {
    id: user.id,
    login: user.login,
    email: user.email,
    firstName: user.profile?.firstName ?? null,
    lastName: user.profile?.lastName ?? null,
    role: user.companyRole,
    lastSignInAt: user.lastLoginAt?.toISO() ?? null,
    hasSecondFactor: user.hasTotp,
  }
}
