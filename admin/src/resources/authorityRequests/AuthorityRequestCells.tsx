import { Chip, Stack, Typography } from '@mui/material'
import { formatDate } from '@posted-workers/domain'
import { useRecordContext, useTranslate } from 'react-admin'
import { STATUS_COLORS, itemLabel } from './authorityRequestItems'
import type { AuthorityRequest } from './types'

export const StatusChip = () => {
  const request = useRecordContext<AuthorityRequest>()
  const translate = useTranslate()
  if (!request) return null
  return (
    <Chip
      size="small"
      color={STATUS_COLORS[request.status]}
      label={translate(`app.authority_requests.status.${request.status}`)}
    />
  )
}

/** The authority's reference, and the authority below it. */
export const ReferenceCell = () => {
  const request = useRecordContext<AuthorityRequest>()
  if (!request) return null
  return (
    <Stack sx={{ minWidth: 160 }}>
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {request.reference}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {request.authority}
      </Typography>
    </Stack>
  )
}

/** The due date, in red with "overdue" once it has passed unanswered, else the days left. */
export const DueCell = () => {
  const request = useRecordContext<AuthorityRequest>()
  const translate = useTranslate()
  if (!request) return null
  const done = request.status === 'answered' || request.status === 'closed'
  return (
    <Stack>
      <Typography variant="body2" color={request.overdue ? 'error' : undefined}>
        {formatDate(request.dueOn)}
      </Typography>
      {!done && (
        <Typography variant="caption" color={request.overdue ? 'error' : 'text.secondary'}>
          {request.overdue
            ? translate('app.authority_requests.overdue')
            : translate('app.authority_requests.days_left', { smart_count: request.daysLeft })}
        </Typography>
      )}
    </Stack>
  )
}

/** What the company has not sent yet, one chip a line (at most a few, then a count). */
export const MissingCell = () => {
  const request = useRecordContext<AuthorityRequest>()
  const translate = useTranslate()
  if (!request) return null
  if (request.missing.length === 0) {
    return (
      <Chip
        size="small"
        color="success"
        variant="outlined"
        label={translate('app.authority_requests.complete')}
      />
    )
  }
  const shown = request.missing.slice(0, 3)
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5, minWidth: 200 }}>
      {shown.map((item) => (
        <Chip
          key={`${item.kind}-${item.driverId}`}
          size="small"
          variant="outlined"
          color="error"
          label={itemLabel(item, request, translate)}
        />
      ))}
      {request.missing.length > shown.length && (
        <Chip size="small" variant="outlined" label={`+${request.missing.length - shown.length}`} />
      )}
    </Stack>
  )
}
