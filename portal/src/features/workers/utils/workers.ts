import type { WorkersContract } from '../types'

/** "3 / 12", or "3 / ∞" when the contract has no limit. */
export function allowance(total: number, allowed: number | null): string {
  return `${total} / ${allowed ?? '∞'}`
}

/** Where a worker may be copied: the company's other contracts that have not expired. */
export function duplicateTargets<T extends WorkersContract>(
  contracts: readonly T[],
  contractId: number
): T[] {
  return contracts.filter((contract) => contract.id !== contractId && !contract.isExpired)
}

/** "Jan KOWALSKI", as on identity papers. */
export function workerName(worker: { firstName: string; lastName: string }): string {
  return `${worker.firstName} ${worker.lastName.toUpperCase()}`.trim()
}
