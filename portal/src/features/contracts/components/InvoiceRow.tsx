import { useState } from 'react'
import Collapse from '@mui/material/Collapse'
import IconButton from '@mui/material/IconButton'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown'
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp'
import PostAddOutlinedIcon from '@mui/icons-material/PostAddOutlined'
import Tooltip from '@mui/material/Tooltip'
import { useI18n } from '@/i18n/I18nProvider'
import type { Invoice } from '../types'
import { formatDate } from '@posted-workers/domain'
import { formatMoney } from '@posted-workers/domain'
import { CreditNotesTable } from './CreditNotesTable'
import { DocumentLanguages } from './DocumentLanguages'
import { DownloadLink } from './DownloadLink'
import { compactOnly, INVOICE_COLUMNS, wideOnly } from './layout'

type Props = {
  invoice: Invoice
  /** Admins only: a button to add a credit note to the invoice. */
  onAddCreditNote?: (invoice: Invoice) => void
}

/** One invoice; when it has credit notes, an arrow opens them in a row below. */
export function InvoiceRow({ invoice, onAddCreditNote }: Props) {
  const { lang, t } = useI18n()
  const [open, setOpen] = useState(false)
  const hasCreditNotes = invoice.hasCreditNote && invoice.creditNotes.length > 0
  const creditNotesId = `invoice-${invoice.id}-credit-notes`
  const money = (cents: number) => formatMoney(cents, invoice.currency, lang)

  return (
    <>
      <TableRow sx={hasCreditNotes && open ? { '& > td': { borderBottom: 0 } } : undefined}>
        <TableCell padding="checkbox">
          {hasCreditNotes && (
            <IconButton
              size="small"
              onClick={() => setOpen((value) => !value)}
              aria-expanded={open}
              aria-controls={creditNotesId}
              aria-label={t(open ? 'contracts.hideCreditNotes' : 'contracts.showCreditNotes', {
                number: invoice.number,
              })}
            >
              {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
            </IconButton>
          )}
        </TableCell>
        <TableCell sx={{ fontWeight: 500 }}>
          {invoice.number}
          <Typography variant="body2" color="text.secondary" sx={compactOnly}>
            {formatDate(invoice.issueDate)}
          </Typography>
        </TableCell>
        <TableCell sx={wideOnly}>{formatDate(invoice.issueDate)}</TableCell>
        <TableCell align="right" sx={wideOnly}>
          {money(invoice.amountWithoutTaxCents)}
        </TableCell>
        <TableCell align="right">{money(invoice.amountWithTaxesCents)}</TableCell>
        <TableCell align="right">
          {onAddCreditNote && (
            <Tooltip title={t('adminInvoices.addCreditNote')}>
              <IconButton
                size="small"
                onClick={() => onAddCreditNote(invoice)}
                aria-label={t('adminInvoices.addCreditNoteTo', { number: invoice.number })}
              >
                <PostAddOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          <DownloadLink
            href={invoice.downloadUrl}
            label={t('contracts.downloadInvoice', { number: invoice.number })}
          />
          <DocumentLanguages
            href={invoice.downloadUrl}
            issuedIn={invoice.locale ?? lang}
            label={t('contracts.invoiceLabel', { number: invoice.number })}
          />
        </TableCell>
      </TableRow>
      {hasCreditNotes && (
        <TableRow>
          <TableCell colSpan={INVOICE_COLUMNS} sx={{ py: 0, ...(open ? {} : { borderBottom: 0 }) }}>
            <Collapse in={open} timeout="auto" unmountOnExit>
              <CreditNotesTable id={creditNotesId} creditNotes={invoice.creditNotes} />
            </Collapse>
          </TableCell>
        </TableRow>
      )}
    </>
  )
}
