export const CIVILITIES = ['MR', 'MRS'] as const
export type Civility = (typeof CIVILITIES)[number]

export const PHONE_TYPES = ['BUSINESS', 'HOME', 'MOBILE'] as const
export type PhoneType = (typeof PHONE_TYPES)[number]

export const POSITIONS = [
  'MANAGER',
  'PRESIDENT',
  'GENERAL_DIRECTOR',
  'FINANCIAL_DIRECTOR',
  'COMMERCIAL_DIRECTOR',
  'EXPORT_MANAGER',
  'COMMUNICATION_DIRECTOR',
  'ACCOUNTING_MANAGER',
  'ACCOUNTANT',
  'ACCOUNTING_ASSISTANT',
  'ASSISTANT_DIRECTOR',
  'COMMERCIAL',
  'OWNER',
] as const
export type Position = (typeof POSITIONS)[number]

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
