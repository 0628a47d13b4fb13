import HistoryIcon from '@mui/icons-material/History'
import { lazy } from 'react'
import type { ResourceDescriptor } from '../types'
import type { AuditLog } from './types'

/** Read only: the lines are written by the actions they record. */
export const auditLogs: ResourceDescriptor = {
  name: 'auditLogs',
  list: lazy(() => import('./AuditLogList').then(({ AuditLogList }) => ({ default: AuditLogList }))),
  icon: HistoryIcon,
  recordRepresentation: (line: AuditLog) => `${line.action} #${line.id}`,
}
