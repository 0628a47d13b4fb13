import { Box, Chip, Typography } from '@mui/material'
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin'
import { formatDate } from '@posted-workers/domain'
import { formatAmount } from '@/components/format'
import { useCountryName } from '@/components/useCountryName'
import { CreditNoteButton } from './CreditNoteButton'
import type { Invoice } from './types'

/** The days the invoice's lines cover, one date a line. */
export const PeriodCell = () => {
  const invoice = useRecordContext<Invoice>()
  if (!invoice?.periodStart || !invoice.periodEnd) return null
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      {formatDate(invoice.periodStart)} –<br />
      {formatDate(invoice.periodEnd)}
    </Box>
  )
}

export const InvoiceCountryCell = () => {
  const invoice = useRecordContext<Invoice>()
  const countryName = useCountryName()
  if (!invoice?.countryCode) return null
  return (
    <Box component="span" title={countryName(invoice.countryCode)}>
      <Chip size="small" variant="outlined" label={invoice.countryCode} />
    </Box>
  )
}

/** The contract the invoice bills: its country, and the period below. */
export const ContractCell = () => (
  <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
    <InvoiceCountryCell />
    <Typography variant="caption" color="text.secondary" component="div">
      <PeriodCell />
    </Typography>
  </Box>
)

/** What its credit notes took, what a new one may still take, and the action that issues one. */
export const CreditedCell = () => {
  const invoice = useRecordContext<Invoice>()
  const translate = useTranslate()
  const [locale = 'fr'] = useLocaleState()
  if (!invoice) return null
  const money = (cents: number) => formatAmount(cents, invoice.currency, locale)
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      <Typography variant="body2">{money(invoice.creditedCents)}</Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate('app.billing.creditable')} {money(invoice.creditableCents)}
      </Typography>
      <CreditNoteButton />
    </Box>
  )
}
