import Box from '@mui/material/Box'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useI18n } from '@/i18n/I18nProvider'
import type { CreditNote } from '../types'
import { formatDate } from '@posted-workers/domain'
import { formatMoney } from '@posted-workers/domain'
import { DocumentLanguages } from './DocumentLanguages'
import { DownloadLink } from './DownloadLink'
import { COMPACT, compactCells, compactOnly, wideOnly } from './layout'

/** The credit notes correcting one invoice, shown under its row. */
export function CreditNotesTable({ id, creditNotes }: { id: string; creditNotes: CreditNote[] }) {
  const { lang, t } = useI18n()
  return (
    <Box
      id={id}
      sx={{
        mb: 1.5,
        ml: 5.5,
        px: 1.5,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.default',
        [COMPACT]: { ml: 0, px: 1 },
      }}
    >
      <Typography variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
        {t('contracts.creditNotes')}
      </Typography>
      <Table size="small" sx={{ '& td': { whiteSpace: 'nowrap' }, '& td, & th': compactCells }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('contracts.number')}</TableCell>
            <TableCell sx={wideOnly}>{t('contracts.date')}</TableCell>
            <TableCell align="right">{t('contracts.amountWithoutTax')}</TableCell>
            <TableCell align="right" sx={{ width: 56 }} aria-label={t('contracts.download')} />
          </TableRow>
        </TableHead>
        <TableBody>
          {creditNotes.map((note) => (
            <TableRow key={note.id} sx={{ '&:last-child td': { borderBottom: 0 } }}>
              <TableCell>
                {note.number}
                <Typography variant="body2" color="text.secondary" sx={compactOnly}>
                  {formatDate(note.issueDate)}
                </Typography>
              </TableCell>
              <TableCell sx={wideOnly}>{formatDate(note.issueDate)}</TableCell>
              <TableCell align="right">{formatMoney(note.amountCents, note.currency, lang)}</TableCell>
              <TableCell align="right">
                <DownloadLink
                  href={note.downloadUrl}
                  label={t('contracts.downloadCreditNote', { number: note.number })}
                />
                <DocumentLanguages
                  href={note.downloadUrl}
                  issuedIn={note.locale ?? lang}
                  label={t('contracts.creditNoteLabel', { number: note.number })}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  )
}
