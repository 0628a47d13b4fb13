import type { Locale } from '../enums.js'
import type { BackOfficeRole } from '../back_office_roles.js'

/** A back-office user (`GET /{lang}/api/admin/backOfficeUsers`, `…/:id`): admins only. */
export interface BackOfficeUserAnswer {
  id: number
  login: string
  email: string
  firstName: string
  lastName: string
  role: BackOfficeRole
  /** The language of their e-mails (the link that sets their first password among them). */
  language: Locale
  /** A deactivated user cannot sign in, and their sessions ended when they were deactivated. */
  isActive: boolean
  totpEnabled: boolean
  /** ISO instant of the last sign-in; null when they never signed in. */
  lastSignInAt: string | null
  createdAt: string
}
