import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline'
import EditOutlinedIcon from '@mui/icons-material/EditOutlined'
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined'
import { useI18n } from '@/i18n/I18nProvider'
import type { WorkerDocument } from '../types'

export type DocumentHandlers = {
  /** Without them (an ended contract, a driver posted nowhere any more), documents are only downloaded. */
  onEdit?: (document: WorkerDocument) => void
  onDelete?: (document: WorkerDocument) => void
}

/** A document's buttons: download, then edit its details and delete it where it may still change. */
export function DocumentActions({
  document,
  onEdit,
  onDelete,
}: DocumentHandlers & { document: WorkerDocument }) {
  const { t } = useI18n()
  return (
    <>
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
      {onEdit && (
        <Tooltip title={t('documents.editAction')}>
          <IconButton
            size="small"
            onClick={() => onEdit(document)}
            aria-label={t('documents.edit', { name: document.fileName })}
          >
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
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
    </>
  )
}
