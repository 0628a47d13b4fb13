import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined'
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined'
import { useI18n } from '../../../i18n/I18nProvider'
import { useRefreshAllWorkers } from '../api/base'
import { useRemoveDocument } from '../api/removeDocument'
import type { WorkerDocument } from '../types'
import { ConfirmDialog } from './ConfirmDialog'
import { DocumentsTable } from './DocumentsTable'
import { UploadDialog } from './UploadDialog'
import { useDocuments } from '../api/listDocuments'

type Props = { companyId: number; workerId: number; readOnly?: boolean }

/** A worker's papers: the table, the delete confirmation and the upload dialog (neither when read only). */
export function DocumentsPanel({ companyId, workerId, readOnly = false }: Props) {
  const { t } = useI18n()
  const { loading, failed, documents, reload } = useDocuments(companyId, workerId)
  const [uploading, setUploading] = useState(false)
  const [deleting, setDeleting] = useState<WorkerDocument | null>(null)

  // Documents added or removed: this list and the counts of the workers lists are asked again.
  const refresh = useRefreshAllWorkers(companyId)
  const removal = useRemoveDocument(companyId)

  const remove = async (document: WorkerDocument) => {
    const result = await removal.run(document.id)
    return result.ok
  }

  return (
    <Box component="section" aria-labelledby={`worker-${workerId}-documents`}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        <FolderOpenOutlinedIcon color="primary" fontSize="small" />
        <Typography variant="h3" component="h3" id={`worker-${workerId}-documents`}>
          {t('documents.title')}
        </Typography>
        {!loading && !failed && <Chip size="small" label={documents.length} />}
        {!readOnly && (
          <Button
            variant="contained"
            size="small"
            startIcon={<UploadFileOutlinedIcon />}
            onClick={() => setUploading(true)}
            sx={{ ml: 'auto' }}
          >
            {t('documents.add')}
          </Button>
        )}
      </Box>
      {loading ? (
        <Box aria-busy="true" aria-label={t('app.loading')}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={36} />
          ))}
        </Box>
      ) : failed ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Typography color="text.secondary">{t('documents.loadError')}</Typography>
          <Button size="small" onClick={reload}>
            {t('contracts.retry')}
          </Button>
        </Box>
      ) : documents.length === 0 ? (
        <Typography color="text.secondary">{t('documents.empty')}</Typography>
      ) : (
        <DocumentsTable documents={documents} onDelete={readOnly ? undefined : setDeleting} />
      )}
      {uploading && (
        <UploadDialog
          companyId={companyId}
          workerId={workerId}
          onUploaded={refresh}
          onClose={() => setUploading(false)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('documents.deleteTitle')}
          message={t('documents.deleteConfirm', { name: deleting.fileName })}
          confirmLabel={t('documents.deleteAction')}
          onConfirm={() => remove(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </Box>
  )
}
