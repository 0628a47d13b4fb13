import { contractState } from '#services/contracts/contract_term'

interface ContractAllowance {
  startDate: string
  endDate: string
  allowedNumberOfWorkers: number | null
}

/**
 * Why a worker cannot be added to a contract holding `workerCount` workers, or null when it can. An expired
 * contract takes none; `allowedNumberOfWorkers` null means unlimited.
 */
export function addWorkerRefusal(contract: ContractAllowance, workerCount: number, today: string) {
  if (contractState(contract, today) === 'expired') return 'workers.contractExpired'
  if (contract.allowedNumberOfWorkers !== null && workerCount >= contract.allowedNumberOfWorkers) {
    return 'workers.contractFull'
  }
  return null
}

/** A date of birth is in the past and after 1900. */
export function isPlausibleDateOfBirth(dateOfBirth: string, today: string) {
  return dateOfBirth > '1900-12-31' && dateOfBirth < today
}
