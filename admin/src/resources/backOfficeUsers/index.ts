import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings'
import { lazyScreen } from '@/components/lazyScreen'
import type { ResourceDescriptor } from '../types'
import type { BackOfficeUser } from './types'

/** The back-office's users (admins only): list, create, change the role, deactivate and reactivate. */
export const backOfficeUsers: ResourceDescriptor = {
  name: 'backOfficeUsers',
  list: lazyScreen(() => import('./BackOfficeUserList').then(({ BackOfficeUserList }) => BackOfficeUserList)),
  create: lazyScreen(
    () => import('./BackOfficeUserCreate').then(({ BackOfficeUserCreate }) => BackOfficeUserCreate),
    'form'
  ),
  edit: lazyScreen(
    () => import('./BackOfficeUserEdit').then(({ BackOfficeUserEdit }) => BackOfficeUserEdit),
    'form'
  ),
  icon: AdminPanelSettingsIcon,
  recordRepresentation: (user: BackOfficeUser) => `${user.firstName} ${user.lastName} (${user.login})`,
}
