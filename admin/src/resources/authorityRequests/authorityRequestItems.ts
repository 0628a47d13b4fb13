import {
  AUTHORITY_REQUEST_STATUSES,
  authorityChecklist,
  type AuthorityItem,
  type AuthorityRequestStatus,
} from '@posted-workers/domain'
import type { ChipProps } from '@mui/material'
import type { AuthorityRequest } from './types'

export const STATUS_COLORS: Record<AuthorityRequestStatus, ChipProps['color']> = {
  open: 'info',
  waiting_customer: 'warning',
  answered: 'success',
  closed: 'default',
}

export const statusChoices = AUTHORITY_REQUEST_STATUSES.map((status) => ({
  id: status,
  name: `app.authority_requests.status.${status}`,
}))

/** A checklist line in words: the kind, and the driver's name when it is asked per driver. */
export function itemLabel(
  item: AuthorityItem,
  request: Pick<AuthorityRequest, 'drivers'>,
  translate: (key: string) => string
) {
  const kind = translate(`app.authority_requests.kind.${item.kind}`)
  if (item.driverId === null) return kind
  const driver = request.drivers.find((candidate) => candidate.id === item.driverId)
  return `${kind} · ${driver?.name ?? `#${item.driverId}`}`
}

/** Every line of the request's checklist, with the files put on it (none: missing). */
export function checklistWithFiles(request: Pick<AuthorityRequest, 'kinds' | 'driverIds' | 'files'>) {
  return authorityChecklist(request.kinds, request.driverIds).map((item) => ({
    ...item,
    files: request.files.filter((file) => file.kind === item.kind && file.driverId === item.driverId),
  }))
}
