// The back-office reads the answers every app shares (packages/domain).
export type { AddressAnswer as Address, AdminProfileAnswer as Profile } from '@posted-workers/domain'
