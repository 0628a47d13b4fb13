import { attachments } from './attachments'
import { auditLogs } from './auditLogs'
import { authorityRequests } from './authorityRequests'
import { backOfficeUsers } from './backOfficeUsers'
import { businessIntroducers } from './businessIntroducers'
import { companies } from './companies'
import { compliance } from './compliance'
import { creditNotes } from './creditNotes'
import { invoices } from './invoices'
import { profiles } from './profiles'
import { representativeCountries } from './representativeCountries'
import { requests } from './requests'
import type { ResourceDescriptor } from './types'
import { workerContracts } from './workerContracts'

/** Every back-office resource; the menu groups them (layout/AppMenu.tsx); the home is the dashboard (home/). */
export const resources: ResourceDescriptor[] = [
  companies,
  requests,
  profiles,
  workerContracts,
  compliance,
  authorityRequests,
  invoices,
  creditNotes,
  representativeCountries,
  businessIntroducers,
  attachments,
  auditLogs,
  backOfficeUsers,
]
