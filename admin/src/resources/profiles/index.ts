import PeopleIcon from '@mui/icons-material/PeopleAlt'
import { lazy } from 'react'
import type { ResourceDescriptor } from '../types'
import type { Profile } from './types'

export const profiles: ResourceDescriptor = {
  name: 'profiles',
  // The edit form is a dialog over the list, so the list route serves /profiles/:id too.
  list: lazy(() => import('./ProfileList').then(({ ProfileList }) => ({ default: ProfileList }))),
  icon: PeopleIcon,
  recordRepresentation: (profile: Profile) =>
    [profile.firstName, profile.lastName].filter(Boolean).join(' ') || profile.login,
}
