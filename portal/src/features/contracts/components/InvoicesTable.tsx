import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { useI18n } from '@/i18n/I18nProvider'
import type { Invoice } from '../types'
import { InvoiceRow } from './InvoiceRow'
import { compactCells, wideOnly } from './layout'

type Props = {
  invoices: Invoice[]
  /** Admins only: each row offers to add a credit note. */
  onAddCreditNote?: (invoice: Invoice) => void
}

/** In a narrow box the date joins the number and the amount without tax goes (see layout.ts). */
export function InvoicesTable({ invoices, onAddCreditNote }: Props) {
  const { t } = useI18n()
  return (
    <Table size="small" sx={{ '& td': { whiteSpace: 'nowrap' }, '& td, & th': compactCells }}>
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox" aria-label={t('contracts.creditNotes')} />
          <TableCell>{t('contracts.number')}</TableCell>
          <TableCell sx={wideOnly}>{t('contracts.date')}</TableCell>
          <TableCell align="right" sx={wideOnly}>
            {t('contracts.amountWithoutTax')}
          </TableCell>
          <TableCell align="right">{t('contracts.amountWithTax')}</TableCell>
          <TableCell
            align="right"
            sx={{ width: onAddCreditNote ? 96 : 56 }}
            aria-label={t('contracts.download')}
          />
        </TableRow>
      </TableHead>
      <TableBody>
        {invoices.map((invoice) => (
          <InvoiceRow key={invoice.id} invoice={invoice} onAddCreditNote={onAddCreditNote} />
        ))}
      </TableBody>
    </Table>
  )
}
