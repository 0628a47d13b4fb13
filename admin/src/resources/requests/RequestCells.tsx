import { Box, Chip, Typography, type ChipProps } from '@mui/material'
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin'
import { dateTimeParts, formatDate } from '@posted-workers/domain'
import { formatAmount } from '@/components/format'
import { oneLineChip } from '@/components/scrollingTable'
import type { WorkerRequest } from './types'

const statusColors: Record<WorkerRequest['status'], ChipProps['color']> = {
  pending_payment: 'warning',
  payment_failed: 'error',
  validated: 'success',
  removed: 'default',
}

const typeColors: Record<WorkerRequest['type'], ChipProps['color']> = {
  creation: 'primary',
  renewal: 'secondary',
  upgrade: 'info',
}

/** A pending upgrade reads "being validated", as the customer sees it. */
export const TypeChip = () => {
  const request = useRecordContext<WorkerRequest>()
  const translate = useTranslate()
  if (!request) return null
  const pendingUpgrade = request.type === 'upgrade' && request.status === 'pending_payment'
  const label = pendingUpgrade ? 'app.requests.upgrade_pending' : `app.request_type.${request.type}`
  return (
    <Chip
      size="small"
      variant="outlined"
      color={typeColors[request.type]}
      label={translate(label)}
      sx={oneLineChip}
    />
  )
}

export const StatusChip = () => {
  const request = useRecordContext<WorkerRequest>()
  const translate = useTranslate()
  if (!request) return null
  return (
    <Chip
      size="small"
      color={statusColors[request.status]}
      label={translate(`app.request_status.${request.status}`)}
      sx={oneLineChip}
    />
  )
}

export const CompanyCell = () => {
  const request = useRecordContext<WorkerRequest>()
  if (!request) return null
  return (
    <>
      <Typography variant="body2">{request.company.name}</Typography>
      <Typography variant="caption" color="text.secondary">
        {request.company.vatNumber}
      </Typography>
    </>
  )
}

/** One line per contract: country, allowed workers (∞ when unlimited), start – end dates (none once removed). */
export const ContractsCell = () => {
  const request = useRecordContext<WorkerRequest>()
  const translate = useTranslate()
  if (!request) return null
  return request.contracts.map((contract) => (
    <Box key={contract.countryCode} sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      <Box component="span" sx={{ fontWeight: 600, display: 'inline-block', minWidth: '2.5em' }}>
        {contract.countryCode}
      </Box>
      <Box
        component="span"
        title={translate('app.requests.allowed_workers')}
        sx={{ display: 'inline-block', minWidth: '2em' }}
      >
        {contract.allowedNumberOfWorkers ?? '∞'}
      </Box>
      {contract.startDate && contract.endDate
        ? `${formatDate(contract.startDate)} – ${formatDate(contract.endDate)}`
        : null}
    </Box>
  ))
}

/** The date, and the time under it, to keep the column narrow. */
export const CreatedAtCell = () => {
  const request = useRecordContext<WorkerRequest>()
  if (!request) return null
  const { date, time } = dateTimeParts(request.createdAt) ?? { date: '', time: '' }
  return (
    <>
      <Typography variant="body2">{date}</Typography>
      <Typography variant="caption" color="text.secondary">
        {time}
      </Typography>
    </>
  )
}

export const AmountCell = () => {
  const request = useRecordContext<WorkerRequest>()
  const [locale] = useLocaleState()
  return request ? (
    <Box sx={{ whiteSpace: 'nowrap' }}>{formatAmount(request.amountCents, request.currency, locale)}</Box>
  ) : null
}
