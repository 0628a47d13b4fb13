import { profiles } from './profiles'
import { requests } from './requests'
import type { ResourceDescriptor } from './types'

/** In menu order; the first one is the home page. */
export const resources: ResourceDescriptor[] = [profiles, requests]
