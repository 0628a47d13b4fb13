import type Profile from '#models/profile'
import { presentCompanySummary } from '#services/presenters/user_presenter'
import type { AdminProfileAnswer } from '@posted-workers/domain'

/** A profile row of the back-office (relations user.company and phones loaded). */
export function presentAdminProfile(profile: Profile): AdminProfileAnswer {
  const phone = profile.phones[0]
  const company = profile.user.company
  return {
    id: profile.id,
    userId: profile.userId,
    login: profile.user.login,
    email: profile.user.email,
    civility: profile.civility,
    firstName: profile.firstName,
    middleName: profile.middleName,
    lastName: profile.lastName,
    position: profile.position,
    phone: phone ? { type: phone.type, number: phone.number } : { type: 'BUSINESS', number: null },
    companyName: company?.name ?? null,
    company: company ? presentCompanySummary(company) : null,
  }
}
