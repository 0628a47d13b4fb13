import ContractIcon from '@mui/icons-material/AssignmentTurnedIn'
import { lazyScreen } from '@/components/lazyScreen'
import type { ResourceDescriptor } from '../types'
import type { WorkerContract } from './types'

export const workerContracts: ResourceDescriptor = {
  name: 'workerContracts',
  list: lazyScreen(() => import('./ContractList').then(({ ContractList }) => ContractList)),
  icon: ContractIcon,
  recordRepresentation: (contract: WorkerContract) => `${contract.companyName} · ${contract.countryCode}`,
}
