import RequestIcon from '@mui/icons-material/ReceiptLong'
import { lazyScreen } from '@/components/lazyScreen'
import type { ResourceDescriptor } from '../types'
import type { WorkerRequest } from './types'

export const requests: ResourceDescriptor = {
  name: 'requests',
  list: lazyScreen(() => import('./RequestList').then(({ RequestList }) => RequestList)),
  icon: RequestIcon,
  recordRepresentation: (request: WorkerRequest) => request.companyName,
}
