import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import IconButton from '@mui/material/IconButton'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Tooltip from '@mui/material/Tooltip'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline'
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined'
import { useI18n } from '@/i18n/I18nProvider'
import type { WorkerDocument } from '../types'
import { formatDateTime } from '@posted-workers/domain'
import { mimeLabel } from '../utils/mime'
import { useSelection } from './useSelection'

type Props = {
  documents: readonly WorkerDocument[]
  /** Without it (an ended contract), documents are only downloaded. */
  onDelete?: (document: WorkerDocument) => void
}

export function DocumentsTable({ documents, onDelete }: Props) {
  const { t } = useI18n()
  const selection = useSelection(documents.map((document) => document.id))

  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ minWidth: 640, '& td': { whiteSpace: 'nowrap' } }}>
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
            <TableCell>{t('documents.createdAt')}</TableCell>
            <TableCell>{t('documents.format')}</TableCell>
            <TableCell align="right">{t('documents.id')}</TableCell>
            <TableCell align="right">{t('workers.options')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {documents.map((document) => (
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
              <TableCell
                sx={{ fontWeight: 500, maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis' }}
              >
                <span title={document.fileName}>{document.fileName}</span>
              </TableCell>
              <TableCell>{t(`category.${document.category}`)}</TableCell>
              <TableCell>{formatDateTime(document.createdAt)}</TableCell>
              <TableCell>{mimeLabel(document.mime) ?? t('documents.unknownFormat')}</TableCell>
              <TableCell align="right">{document.id}</TableCell>
              <TableCell align="right" sx={{ py: 0 }}>
                <Tooltip title={t('contracts.download')}>
                  <IconButton
                    component="a"
                    href={document.downloadUrl}
                    download
                    size="small"
                    color="primary"
                    aria-label={t('documents.download', { name: document.fileName })}
                  >
                    <FileDownloadOutlinedIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                {onDelete && (
                  <Tooltip title={t('documents.deleteAction')}>
                    <IconButton
                      size="small"
                      color="error"
                      onClick={() => onDelete(document)}
                      aria-label={t('documents.delete', { name: document.fileName })}
                    >
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  )
}
