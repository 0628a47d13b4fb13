import PdfIcon from '@mui/icons-material/PictureAsPdf'
import { Box, Link, Typography } from '@mui/material'
import type { MouseEvent } from 'react'
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin'
import { formatDate } from '@posted-workers/domain'
import { formatAmount } from '../format'

/** What the cells of an invoice or a credit note read. */
interface BillingDocument {
  number: string
  issueDate: string
  currency: string
  customerName: string
  customerVatNumber: string
  downloadUrl: string
}

type MoneySource = 'amountWithoutTaxCents' | 'amountTaxesCents' | 'amountWithTaxesCents' | 'creditedCents'

/** An amount of the row in the language on screen, with its currency. */
export const MoneyCell = ({ source }: { source: MoneySource }) => {
  const record = useRecordContext<BillingDocument & Partial<Record<MoneySource, number>>>()
  const [locale = 'fr'] = useLocaleState()
  const cents = record?.[source]
  if (!record || cents === undefined) return null
  return <Box sx={{ whiteSpace: 'nowrap' }}>{formatAmount(cents, record.currency, locale)}</Box>
}

export const IssueDateCell = () => {
  const record = useRecordContext<BillingDocument>()
  return record ? <Box sx={{ whiteSpace: 'nowrap' }}>{formatDate(record.issueDate)}</Box> : null
}

/** The customer as the document was issued: its name, and its VAT number below. */
export const CustomerCell = () => {
  const record = useRecordContext<BillingDocument>()
  if (!record) return null
  return (
    <>
      <Typography variant="body2">{record.customerName}</Typography>
      <Typography variant="caption" color="text.secondary">
        {record.customerVatNumber}
      </Typography>
    </>
  )
}

/** A link that downloads a stored PDF (the session cookie goes with it); a click on it does not open the row. */
export const PdfLink = ({ url, number }: { url: string; number: string }) => {
  const translate = useTranslate()
  return (
    <Link
      href={url}
      download
      onClick={(event: MouseEvent) => event.stopPropagation()}
      title={translate('app.billing.download_title', { number })}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
    >
      <PdfIcon fontSize="small" />
      {number}
    </Link>
  )
}

/** The document's number, a link downloading its PDF. */
export const NumberCell = () => {
  const record = useRecordContext<BillingDocument>()
  return record ? <PdfLink url={record.downloadUrl} number={record.number} /> : null
}
