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
  /** Signs in with a second factor (TOTP): an owner may turn it off for them, never for themselves. */
  hasSecondFactor: boolean
}

/** An invitation sent and neither accepted nor expired: its owner may revoke it. */
export interface PendingInvitationAnswer {
  id: number
  email: string
  role: CompanyRole
  /** ISO instants. */
  sentAt: string
  expiresAt: string
}

export interface CompanyUsersAnswer {
  users: CompanyUserAnswer[]
  invitations: PendingInvitationAnswer[]
}

/** What the invitation page shows before the invitee chooses a login (`GET /{lang}/api/auth/invitation`). */
export interface InvitationAnswer {
  email: string
  companyName: string
  role: CompanyRole
}
