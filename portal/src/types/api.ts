// The enumerations every app shares (packages/domain).
export {
  CIVILITIES,
  PHONE_TYPES,
  POSITIONS,
  type Civility,
  type PhoneType,
  type Position,
} from '@posted-workers/domain'
import type { Civility, PhoneType, Position } from '@posted-workers/domain'

export type Phone = { type: PhoneType; number: string }

export type Address = { addressLines: string[]; postalCode: string; city: string; countryCode: string }

export type Company = { id: number; name: string; vatNumber: string; address: Address }

export type Profile = {
  civility: Civility | null
  firstName: string | null
  middleName: string | null
  lastName: string | null
  displayName: string | null
  position: Position | null
  phones: Phone[]
}

export type User = {
  id: number
  login: string
  email: string
  role: string
  isAdmin: boolean
  profile: Profile
  company: Company | null
}

export type ApplicationData = {
  user: User
  availableModules: string[]
  isLanguageSwitchAllowed: boolean
  isForgotPasswordAllowed?: boolean
  sessionLifetime?: number | null
}

export type SessionAnswer = {
  isLoggedIn: boolean
  applicationDataForLoggedInUser: ApplicationData | null
  /** Not in API.md for anonymous visitors; read when present so the login page can hide the link. */
  isForgotPasswordAllowed?: boolean
}

export type UserAnswer = { updated: boolean; user: User }
