export const CIVILITIES = ['MR', 'MRS'] as const
export type Civility = (typeof CIVILITIES)[number]

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

export const PHONE_TYPES = ['BUSINESS', 'HOME', 'MOBILE'] as const
export type PhoneType = (typeof PHONE_TYPES)[number]

export const LOCALES = ['fr', 'pl', 'en'] as const
export type Locale = (typeof LOCALES)[number]
