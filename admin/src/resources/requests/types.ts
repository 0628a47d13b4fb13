// The back-office reads the answers every app shares (packages/domain).
export type {
  AdminRequestAnswer as WorkerRequest,
  AdminRequestContract as RequestContract,
} from '@posted-workers/domain'
