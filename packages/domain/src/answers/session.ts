import type { Civility, Locale, PhoneType, Position } from '../enums.js'
import type { CompanyAddressAnswer } from './company.js'
import type { CompanyRole } from '../company_roles.js'
import type { BackOfficeRole } from '../back_office_roles.js'

/** The signed-in user and the session. */

/** A company as the signed-in user's own (the session) and the back-office list name it. */
export interface CompanySummaryAnswer {
  id: number
  name: string
  vatNumber: string
  address: CompanyAddressAnswer
}

/** A signed-in user's profile; a user may have none yet. */
export interface UserProfileAnswer {
  civility: Civility | null
  firstName: string | null
  middleName: string | null
  lastName: string | null
  displayName: string | null
  position: Position | null
  phones: { type: PhoneType; number: string }[]
}

/** The signed-in user as the apps know them. */
export interface UserAnswer {
  id: number
  login: string
  email: string
  role: string
  /** The user's role in their company, which the portal reads to hide what it may not use; null in the back-office. */
  companyRole: CompanyRole | null
  isAdmin: boolean
  /** The back-office role (admin or accountant), which the back-office reads to show what it may use; null for a customer. */
  backOfficeRole: BackOfficeRole | null
  /** The language of the user's e-mails and documents (fr, pl, en), chosen in the profile. */
  language: Locale
  profile: UserProfileAnswer | null
  company: CompanySummaryAnswer | null
  /** Signs in with a second factor (TOTP). */
  totpEnabled: boolean
  /** A back-office user without a second factor: every back-office call is refused until they enrol. */
  totpEnrolmentRequired: boolean
}

export interface ApplicationDataAnswer {
  user: UserAnswer
  availableModules: string[]
  isLanguageSwitchAllowed: boolean
  isForgotPasswordAllowed?: boolean
  /** Seconds a session lasts without activity. */
  sessionLifetime?: number | null
}

/** GET /session: who is signed in, if anyone. */
export interface SessionAnswer {
  isLoggedIn: boolean
  applicationDataForLoggedInUser: ApplicationDataAnswer | null
  isForgotPasswordAllowed?: boolean
}

/**
 * POST /auth/login and /auth/login/totp. A right password of an account with a second factor answers
 * `{ isLoggedIn: false, totpRequired: true }`: the code step (`/auth/login/totp`) completes the sign-in.
 */
export interface LoginAnswer {
  isLoggedIn: boolean
  totpRequired?: boolean
  applicationDataForLoggedInUser?: ApplicationDataAnswer | null
  redirect?: { action: string }
}

/** POST /auth/totp/setup: the pending secret, as text and as the address of the QR code. */
export interface TotpSetupAnswer {
  secret: string
  otpauthUrl: string
}

/** POST /auth/totp/enable and /auth/totp/recoveryCodes: ten single-use codes, shown this once. */
export interface RecoveryCodesAnswer {
  recoveryCodes: string[]
}
