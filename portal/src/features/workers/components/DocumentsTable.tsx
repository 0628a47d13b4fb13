import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { dateTimeParts } from '@posted-workers/domain'
import { useI18n } from '@/i18n/I18nProvider'
import { useMediaQuery } from '@/lib/useMediaQuery'
import type { WorkerDocument } from '../types'
import { documentCaption } from '../utils/documentDetails'
import { mimeLabel } from '../utils/mime'
import { DocumentActions, type DocumentHandlers } from './DocumentActions'
import { DocumentCards } from './DocumentCards'
import { useSelection } from './useSelection'
import { ValidityText } from './ValidityText'

type Props = DocumentHandlers & { documents: readonly WorkerDocument[] }

/** Below MUI's `md` breakpoint (a phone, a tablet, a dialog there) the documents are cards: the table needs more. */
const NARROW_QUERY = '(max-width: 899.98px)'

export function DocumentsTable(props: Props) {
  const narrow = useMediaQuery(NARROW_QUERY)
  return narrow ? <DocumentCards {...props} /> : <WideDocumentsTable {...props} />
}

function WideDocumentsTable({ documents, ...handlers }: Props) {
  const { lang, t } = useI18n()
  const selection = useSelection(documents.map((document) => document.id))

  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ minWidth: 720, '& th, & td': { px: 1 }, '& td': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                size="small"
                checked={selection.all}
                indeterminate={selection.some && !selection.all}
                onChange={selection.toggleAll}
                slotProps={{ input: { 'aria-label': t('workers.selectAll') } }}
              />
            </TableCell>
            <TableCell>{t('documents.fileName')}</TableCell>
            <TableCell>{t('documents.category')}</TableCell>
            <TableCell>{t('documents.validUntil')}</TableCell>
            <TableCell>{t('documents.createdAt')}</TableCell>
            <TableCell align="right">{t('documents.id')}</TableCell>
            <TableCell align="right">{t('workers.options')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {documents.map((document) => {
            const added = dateTimeParts(document.createdAt)
            return (
              <TableRow key={document.id} hover selected={selection.has(document.id)}>
                <TableCell padding="checkbox">
                  <Checkbox
                    size="small"
                    checked={selection.has(document.id)}
                    onChange={() => selection.toggle(document.id)}
                    slotProps={{
                      input: { 'aria-label': t('documents.selectDocument', { name: document.fileName }) },
                    }}
                  />
                </TableCell>
                <TableCell sx={{ maxWidth: 200, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                  <Box component="span" title={document.fileName} sx={{ fontWeight: 500 }}>
                    {document.fileName}
                  </Box>
                  <Typography variant="body2" color="text.secondary">
                    {t('documents.formatOf', {
                      format: mimeLabel(document.mime) ?? t('documents.unknownFormat'),
                    })}
                  </Typography>
                </TableCell>
                <TableCell sx={{ '&&': { whiteSpace: 'normal' }, minWidth: 160 }}>
                  {t(`category.${document.category}`)}
                  <Typography variant="body2" color="text.secondary">
                    {documentCaption(document, lang, t)}
                  </Typography>
                </TableCell>
                <TableCell sx={{ '&&': { whiteSpace: 'normal' }, minWidth: 110 }}>
                  <ValidityText document={document} />
                </TableCell>
                <TableCell>
                  {added?.date}
                  <Typography variant="body2" color="text.secondary">
                    {added?.time.slice(0, 5)}
                  </Typography>
                </TableCell>
                <TableCell align="right">{document.id}</TableCell>
                <TableCell align="right" sx={{ py: 0 }}>
                  <DocumentActions document={document} {...handlers} />
                </TableCell>
              </TableRow>
            )
          })}
        </TableBody>
      </Table>
    </Box>
  )
}
