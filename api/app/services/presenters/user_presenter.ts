import type User from '#models/user'
import type Company from '#models/company'
import type Profile from '#models/profile'
import { sessionAgeSeconds } from '#config/session'
import type {
  ApplicationDataAnswer,
  CompanyAddressAnswer,
  CompanySummaryAnswer,
  UserAnswer,
  UserProfileAnswer,
} from '@posted-workers/domain'

export function presentAddress(company: Company): CompanyAddressAnswer {
  return {
    addressLines: [company.addressLine1, company.addressLine2 ?? ''],
    postalCode: company.postalCode,
    city: company.city,
    countryCode: company.countryCode,
  }
}

export function presentCompanySummary(company: Company): CompanySummaryAnswer {
  return {
    id: company.id,
    name: company.name,
    vatNumber: company.vatNumber,
    address: presentAddress(company),
  }
}

export function presentProfile(profile: Profile | null): UserProfileAnswer | null {
  if (!profile) return null
  return {
    civility: profile.civility,
    firstName: profile.firstName,
    middleName: profile.middleName,
    lastName: profile.lastName,
    displayName: profile.displayName,
    position: profile.position,
    phones: (profile.phones ?? []).map((phone) => ({ type: phone.type, number: phone.number })),
  }
}

/** Loads what the presenters below read: profile with phones, and company. */
export async function loadUserRelations(user: User) {
  await user.load((loader) => {
    loader.load('profile', (query) => query.preload('phones')).load('company')
  })
  return user
}

/** The user as the SPAs know it. Relations must be loaded (loadUserRelations). */
export function presentUser(user: User): UserAnswer {
  return {
    id: user.id,
    login: user.login,
    email: user.email,
    role: user.role,
    companyRole: user.isStaff ? null : user.companyRole,
    isAdmin: user.isAdmin,
    backOfficeRole: user.backOfficeRole,
    language: user.locale,
    profile: presentProfile(user.profile ?? null),
    company: user.company ? presentCompanySummary(user.company) : null,
    totpEnabled: user.hasTotp,
    totpEnrolmentRequired: user.mustEnrolTotp,
  }
}

export function presentApplicationData(user: User): ApplicationDataAnswer {
  return {
    user: presentUser(user),
    availableModules: user.isStaff ? ['home', 'admin'] : ['home', 'company'],
    isLanguageSwitchAllowed: true,
    isForgotPasswordAllowed: true,
    sessionLifetime: sessionAgeSeconds,
  }
}
