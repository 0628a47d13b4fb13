// The back-office reads the answers every app shares (packages/domain).
export type { AdminContractAnswer as WorkerContract } from '@posted-workers/domain'
