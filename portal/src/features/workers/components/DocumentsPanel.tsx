import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined'
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined'
import { QueryView } from '@/components/QueryView'
import { useI18n } from '@/i18n/I18nProvider'
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
      <QueryView
        loading={loading}
        failed={failed}
        failedText={t('documents.loadError')}
        onRetry={reload}
        empty={documents.length === 0}
        emptyText={t('documents.empty')}
      >
        <DocumentsTable documents={documents} onDelete={readOnly ? undefined : setDeleting} />
      </QueryView>
      {uploading && (
        <UploadDialog companyId={companyId} workerId={workerId} onClose={() => setUploading(false)} />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('documents.deleteTitle')}
          message={t('documents.deleteConfirm', { name: deleting.fileName })}
          confirmLabel={t('documents.deleteAction')}
          onConfirm={() => remove(deleting)}
          pending={removal.pending}
          onClose={() => setDeleting(null)}
        />
      )}
    </Box>
  )
}
