import { Box, Chip, Typography } from '@mui/material'
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin'
import { formatAmount, formatDate } from '../../components/format'
import { useCountryName } from '../../components/useCountryName'
import type { Invoice } from './types'

/** The days the invoice's lines cover. */
export const PeriodCell = () => {
  const invoice = useRecordContext<Invoice>()
  if (!invoice?.periodStart || !invoice.periodEnd) return null
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      {formatDate(invoice.periodStart)} – {formatDate(invoice.periodEnd)}
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

/** What its credit notes took, and what a new one may still take. */
export const CreditedCell = () => {
  const invoice = useRecordContext<Invoice>()
  const translate = useTranslate()
  const [locale = 'fr'] = useLocaleState()
  if (!invoice) return null
  const money = (cents: number) => formatAmount(cents, invoice.currency, locale)
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      <Typography variant="body2">{money(invoice.creditedCents)}</Typography>
      <Typography variant="caption" color="text.secondary">
        {translate('app.billing.creditable')} {money(invoice.creditableCents)}
      </Typography>
    </Box>
  )
}
