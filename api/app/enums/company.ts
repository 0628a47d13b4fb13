export const COMPANY_SIZES = ['10', '50', '100', '500', 'more'] as const
export type CompanySize = (typeof COMPANY_SIZES)[number]

export const COMPANY_SOURCES = ['WORKER', 'BACK_OFFICE'] as const
export type CompanySource = (typeof COMPANY_SOURCES)[number]

export const VAT_STATUSES = ['valid', 'invalid', 'unverified', 'unchecked'] as const
export type VatStatus = (typeof VAT_STATUSES)[number]

/** EU member states (ISO 3166-1 alpha-2; Greece is EL in VAT numbers). */
export const EU_COUNTRY_CODES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const
