import { attachments } from './attachments'
import { auditLogs } from './auditLogs'
import { companies } from './companies'
import { profiles } from './profiles'
import { requests } from './requests'
import type { ResourceDescriptor } from './types'
import { workerContracts } from './workerContracts'

/** Every back-office resource; the menu groups them (layout/AppMenu.tsx) and the first one is the home page. */
export const resources: ResourceDescriptor[] = [
  companies,
  requests,
  profiles,
  workerContracts,
  attachments,
  auditLogs,
]
