import type { CompanyRole } from '../company_roles.js'

/** A user of the company (`GET …/company/{id}/users`). */
export interface CompanyUserAnswer {
  id: number
  login: string
  email: string
  firstName: string | null
  lastName: string | null
  role: CompanyRole
  /** ISO instant of the last sign-in; null when they never signed in. */
  lastSignInAt: string | null
}

export interface CompanyUsersAnswer {
  users: CompanyUserAnswer[]
}

/** What the invitation page shows before the invitee chooses a login (`GET /{lang}/api/auth/invitation`). */
export interface InvitationAnswer {
  email: string
  companyName: string
  role: CompanyRole
}
