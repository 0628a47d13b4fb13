import HistoryIcon from '@mui/icons-material/History'
import { lazyScreen } from '@/components/lazyScreen'
import type { ResourceDescriptor } from '../types'
import type { AuditLog } from './types'

/** Read only: the lines are written by the actions they record. */
export const auditLogs: ResourceDescriptor = {
  name: 'auditLogs',
  list: lazyScreen(() => import('./AuditLogList').then(({ AuditLogList }) => AuditLogList)),
  icon: HistoryIcon,
  recordRepresentation: (line: AuditLog) => `${line.action} #${line.id}`,
}
