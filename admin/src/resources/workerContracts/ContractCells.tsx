import { Box, Chip, Typography, type ChipProps } from '@mui/material'
import type { AdminContractStatus } from '@posted-workers/domain'
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin'
import { formatDate } from '@posted-workers/domain'
import { formatAmount } from '@/components/format'
import { useCountryName } from '@/components/useCountryName'
import type { WorkerContract } from './types'

const statusColors: Record<AdminContractStatus, ChipProps['color']> = {
  active: 'success',
  expiring: 'warning',
  scheduled: 'info',
  expired: 'default',
}

export const ContractCompanyCell = () => {
  const contract = useRecordContext<WorkerContract>()
  if (!contract) return null
  return (
    <>
      <Typography variant="body2">{contract.companyName}</Typography>
      <Typography variant="caption" color="text.secondary">
        {contract.vatNumber}
      </Typography>
    </>
  )
}

export const CountryCell = () => {
  const contract = useRecordContext<WorkerContract>()
  const countryName = useCountryName()
  if (!contract) return null
  return (
    <Box component="span" title={countryName(contract.countryCode)}>
      <Chip size="small" variant="outlined" label={contract.countryCode} />
    </Box>
  )
}

export const WorkersCell = () => {
  const contract = useRecordContext<WorkerContract>()
  if (!contract) return null
  return <>{contract.allowedNumberOfWorkers ?? '∞'}</>
}

export const DateCell = ({ source }: { source: 'startDate' | 'endDate' }) => {
  const contract = useRecordContext<WorkerContract>()
  return contract ? <Box sx={{ whiteSpace: 'nowrap' }}>{formatDate(contract[source])}</Box> : null
}

export const ContractStatusChip = () => {
  const contract = useRecordContext<WorkerContract>()
  const translate = useTranslate()
  if (!contract) return null
  return (
    <Chip
      size="small"
      color={statusColors[contract.status]}
      label={translate(`app.contract_status.${contract.status}`)}
    />
  )
}

export const IntroducerCell = () => {
  const contract = useRecordContext<WorkerContract>()
  if (!contract?.promoCode) return null
  return (
    <Box sx={{ minWidth: 150 }}>
      <Typography variant="body2">{contract.promoCode}</Typography>
      <Typography variant="caption" color="text.secondary">
        {contract.businessIntroducerName}
      </Typography>
    </Box>
  )
}

export const ContractAmountCell = () => {
  const contract = useRecordContext<WorkerContract>()
  const [locale = 'fr'] = useLocaleState()
  if (!contract) return null
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      {formatAmount(contract.totalAmountCents, contract.currency, locale)}
    </Box>
  )
}

export const RequestTypeCell = () => {
  const contract = useRecordContext<WorkerContract>()
  const translate = useTranslate()
  if (!contract?.requestType) return null
  return <>{translate(`app.request_type.${contract.requestType}`)}</>
}

export const LatestInvoiceCell = () => {
  const contract = useRecordContext<WorkerContract>()
  const [locale = 'fr'] = useLocaleState()
  const invoice = contract?.latestInvoice
  if (!contract || !invoice) return null
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      <Typography variant="body2">{invoice.number}</Typography>
      <Typography variant="caption" color="text.secondary">
        {formatDate(invoice.date)} · {formatAmount(invoice.amountWithoutTaxCents, contract.currency, locale)}
      </Typography>
    </Box>
  )
}
