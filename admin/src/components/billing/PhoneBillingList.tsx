import { Box } from '@mui/material'
import { SimpleList, useLocaleState, type RowClickFunction } from 'react-admin'
import { formatDate } from '@posted-workers/domain'
import { formatAmount } from '../format'
import { PdfLink } from './DocumentCells'

interface BillingDocument {
  id: number
  number: string
  issueDate: string
  customerName: string
  customerVatNumber: string
  amountWithTaxesCents: number
  currency: string
  downloadUrl: string
}

/**
 * Invoices or credit notes on a phone: the customer as issued, the number (its PDF) and date, the amount including
 * tax.
 */
export const PhoneBillingList = ({ rowClick }: { rowClick: RowClickFunction | string | false }) => {
  const [locale = 'fr'] = useLocaleState()
  return (
    <SimpleList<BillingDocument>
      rowClick={rowClick}
      primaryText={(document) => document.customerName}
      tertiaryText={(document) => formatAmount(document.amountWithTaxesCents, document.currency, locale)}
      secondaryText={(document) => (
        <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <PdfLink url={document.downloadUrl} number={document.number} />
          {formatDate(document.issueDate)}
        </Box>
      )}
    />
  )
}
