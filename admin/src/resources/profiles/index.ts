import PeopleIcon from '@mui/icons-material/PeopleAlt'
import { lazyScreen } from '@/components/lazyScreen'
import type { ResourceDescriptor } from '../types'
import type { Profile } from './types'

export const profiles: ResourceDescriptor = {
  name: 'profiles',
  // The edit form is a dialog over the list, so the list route serves /profiles/:id too.
  list: lazyScreen(() => import('./ProfileList').then(({ ProfileList }) => ProfileList)),
  icon: PeopleIcon,
  recordRepresentation: (profile: Profile) =>
    [profile.firstName, profile.lastName].filter(Boolean).join(' ') || profile.login,
}
