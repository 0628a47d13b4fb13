import ContractIcon from '@mui/icons-material/AssignmentTurnedIn'
import { lazy } from 'react'
import type { ResourceDescriptor } from '../types'
import type { WorkerContract } from './types'

export const workerContracts: ResourceDescriptor = {
  name: 'workerContracts',
  list: lazy(() => import('./ContractList').then(({ ContractList }) => ({ default: ContractList }))),
  icon: ContractIcon,
  recordRepresentation: (contract: WorkerContract) => `${contract.companyName} · ${contract.countryCode}`,
}
