import ComplianceIcon from '@mui/icons-material/GppMaybe'
import { lazyScreen } from '@/components/lazyScreen'
import type { ResourceDescriptor } from '../types'
import type { CompliancePosting } from './types'

export const compliance: ResourceDescriptor = {
  name: 'compliance',
  list: lazyScreen(() => import('./ComplianceList').then(({ ComplianceList }) => ComplianceList)),
  icon: ComplianceIcon,
  recordRepresentation: (posting: CompliancePosting) => `${posting.driverName} · ${posting.companyName}`,
}
