import { profiles } from './profiles'
import type { ResourceDescriptor } from './types'

/** In menu order; the first one is the home page. */
export const resources: ResourceDescriptor[] = [profiles]
