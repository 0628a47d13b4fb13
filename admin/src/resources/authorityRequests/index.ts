import GavelIcon from '@mui/icons-material/Gavel'
import { lazyScreen } from '@/components/lazyScreen'
import type { ResourceDescriptor } from '../types'
import type { AuthorityRequest } from './types'

export const authorityRequests: ResourceDescriptor = {
  name: 'authorityRequests',
  list: lazyScreen(() =>
    import('./AuthorityRequestList').then(({ AuthorityRequestList }) => AuthorityRequestList)
  ),
  show: lazyScreen(() =>
    import('./AuthorityRequestShow').then(({ AuthorityRequestShow }) => AuthorityRequestShow)
  ),
  create: lazyScreen(
    () => import('./AuthorityRequestCreate').then(({ AuthorityRequestCreate }) => AuthorityRequestCreate),
    'form'
  ),
  edit: lazyScreen(
    () => import('./AuthorityRequestEdit').then(({ AuthorityRequestEdit }) => AuthorityRequestEdit),
    'form'
  ),
  icon: GavelIcon,
  recordRepresentation: (request: AuthorityRequest) => `${request.reference} · ${request.companyName}`,
}
