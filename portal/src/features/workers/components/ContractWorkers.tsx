import type { WorkersContract } from '../types'
import { showsWorkers } from '../utils/workers'
import { WorkersSection } from './WorkersSection'

type Props = { companyId: number; contract: WorkersContract; isAdmin: boolean }

/** The workers section of a contract's tab, when the user may see it. */
export function ContractWorkers({ companyId, contract, isAdmin }: Props) {
  if (!showsWorkers(contract, isAdmin)) return null
  return <WorkersSection companyId={companyId} contractId={contract.id} />
}
