import RequestIcon from '@mui/icons-material/ReceiptLong'
import { lazy } from 'react'
import type { ResourceDescriptor } from '../types'
import type { WorkerRequest } from './types'

export const requests: ResourceDescriptor = {
  name: 'requests',
  list: lazy(() => import('./RequestList').then(({ RequestList }) => ({ default: RequestList }))),
  icon: RequestIcon,
  recordRepresentation: (request: WorkerRequest) => request.companyName,
}
