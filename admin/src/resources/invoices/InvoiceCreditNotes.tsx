import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import { ShowButton, useLocaleState, useRecordContext, useTranslate } from 'react-admin'
import { PdfLink } from '@/components/billing/DocumentCells'
import { formatDate } from '@posted-workers/domain'
import { formatAmount } from '@/components/format'
import { CreditNoteButton } from './CreditNoteButton'
import type { Invoice } from './types'

/**
 * The invoice's credit notes, each with its PDF, and what is left to credit: the row's expand panel (whose row has the
 * credit-note action), and the invoice's page with the action.
 */
export const InvoiceCreditNotes = ({ withAction = false }: { withAction?: boolean }) => {
  const invoice = useRecordContext<Invoice>()
  const translate = useTranslate()
  const [locale = 'fr'] = useLocaleState()
  if (!invoice) return null
  const money = (cents: number) => formatAmount(cents, invoice.currency, locale)
  return (
    <Box sx={{ py: 1, maxWidth: 640 }}>
      <Typography variant="overline" color="primary" component="h3" sx={{ fontWeight: 600 }}>
        {translate('app.billing.credit_notes')}
      </Typography>
      {invoice.creditNotes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.billing.no_credit_notes')}
        </Typography>
      ) : (
        <Table size="small" aria-label={translate('app.billing.credit_notes')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.creditNotes.fields.number')}</TableCell>
              <TableCell>{translate('resources.creditNotes.fields.issueDate')}</TableCell>
              <TableCell align="right">
                {translate('resources.creditNotes.fields.amountWithoutTaxCents')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {invoice.creditNotes.map((note) => (
              <TableRow key={note.id}>
                <TableCell>
                  <PdfLink url={note.downloadUrl} number={note.number} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(note.issueDate)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {money(note.amountCents)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mt: 1 }}>
        <Typography variant="body2">
          {translate('app.billing.credited')}: <strong>{money(invoice.creditedCents)}</strong> ·{' '}
          {translate('app.billing.creditable')}: <strong>{money(invoice.creditableCents)}</strong>
        </Typography>
        {withAction ? <CreditNoteButton /> : <ShowButton />}
      </Box>
    </Box>
  )
}
