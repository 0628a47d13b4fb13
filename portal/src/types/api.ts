// The enumerations every app shares (packages/domain).
export {
  CIVILITIES,
  PHONE_TYPES,
  POSITIONS,
  type Civility,
  type PhoneType,
  type Position,
} from '@posted-workers/domain'
import type { PhoneType } from '@posted-workers/domain'

export type Phone = { type: PhoneType; number: string }

export type Address = { addressLines: string[]; postalCode: string; city: string; countryCode: string }

// The session answers every app shares (packages/domain).
export type {
  ApplicationDataAnswer as ApplicationData,
  CompanySummaryAnswer as Company,
  LoginAnswer,
  RecoveryCodesAnswer,
  SessionAnswer,
  TotpSetupAnswer,
  UserAnswer as User,
  UserProfileAnswer as Profile,
} from '@posted-workers/domain'
import type { UserAnswer as User } from '@posted-workers/domain'

export type UserAnswer = { updated: boolean; user: User }
