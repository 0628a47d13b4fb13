// The back-office reads the answers every app shares (packages/domain).
export type { AdminInvoiceAnswer as Invoice } from '@posted-workers/domain'
