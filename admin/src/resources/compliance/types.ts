// The back-office reads the answers every app shares (packages/domain).
export type { AdminComplianceAnswer as CompliancePosting } from '@posted-workers/domain'
