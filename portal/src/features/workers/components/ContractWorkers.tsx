import type { WorkersContract } from '../types'
import { WorkersSection } from './WorkersSection'

type Props = {
  companyId: number
  contract: WorkersContract & { endDate: string }
  /** The renewal scheduled after the contract: a driver added here goes into it too. */
  renewal?: { startDate: string } | null
}

/** The workers section of a contract's tab (an ended contract's drivers read only, as the server says). */
export function ContractWorkers({ companyId, contract, renewal = null }: Props) {
  return (
    <WorkersSection
      companyId={companyId}
      contractId={contract.id}
      expired={contract.isExpired}
      carriedInto={renewal ? { end: contract.endDate, start: renewal.startDate } : null}
    />
  )
}
