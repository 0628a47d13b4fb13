// The back-office reads the answers every app shares (packages/domain).
export type { AdminCreditNoteAnswer as CreditNote } from '@posted-workers/domain'
