// The back-office reads the answers every app shares (packages/domain).
export type {
  AdminActiveContractsAnswer as ActiveContracts,
  AdminColumnAnswer as CompanyColumn,
  AdminCompanyAnswer as Company,
  AdminCompanyDetailAnswer as CompanyDetail,
  AdminDriverAnswer as CompanyDriver,
} from '@posted-workers/domain'
