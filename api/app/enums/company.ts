/** Shared with the portal and the back-office (packages/domain). */
export {
  COMPANY_SIZES,
  EU_COUNTRY_CODES,
  VAT_STATUSES,
  type CompanySize,
  type VatCheckStatus,
  type VatStatus,
} from '@posted-workers/domain'

export const COMPANY_SOURCES = ['WORKER', 'BACK_OFFICE'] as const
export type CompanySource = (typeof COMPANY_SOURCES)[number]
