// The back-office reads the answers every app shares (packages/domain).
export type { AdminBusinessIntroducerAnswer as BusinessIntroducer } from '@posted-workers/domain'
