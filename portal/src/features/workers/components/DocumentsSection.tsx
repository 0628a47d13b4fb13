import { useId, useState, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined'
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined'
import { QueryView } from '@/components/QueryView'
import { useI18n } from '@/i18n/I18nProvider'
import { useRemoveDocument } from '../api/removeDocument'
import type { UploadTarget } from '../api/uploadDocuments'
import type { DocumentCategory, WorkerDocument } from '../types'
import { ConfirmDialog } from './ConfirmDialog'
import { DocumentEditDialog } from './DocumentEditDialog'
import { DocumentsTable } from './DocumentsTable'
import { UploadDialog } from './UploadDialog'

type Props = {
  companyId: number
  title: string
  documents: readonly WorkerDocument[]
  /** Where new files go, and the categories they may take. */
  target: UploadTarget
  categories: readonly DocumentCategory[]
  /** Documents to read and download only. */
  readOnly: boolean
  /** Said above the list (why it is read only). */
  note?: ReactNode
  /** The list's own call, when it has one (a posting's documents; the roster brings its drivers' with them). */
  query?: { loading: boolean; failed: boolean; reload: () => void }
}

/** A list of documents with what may be done to them: upload, edit the details, delete (each confirmed). */
export function DocumentsSection({
  companyId,
  title,
  documents,
  target,
  categories,
  readOnly,
  note,
  query,
}: Props) {
  const { t } = useI18n()
  const headingId = useId()
  const [uploading, setUploading] = useState(false)
  const [editing, setEditing] = useState<WorkerDocument | null>(null)
  const [deleting, setDeleting] = useState<WorkerDocument | null>(null)
  const removal = useRemoveDocument(companyId)
  const remove = async (document: WorkerDocument) => (await removal.run(document.id)).ok
  const loaded = !query?.loading && !query?.failed

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        <FolderOpenOutlinedIcon color="primary" fontSize="small" />
        <Typography variant="h3" component="h3" id={headingId}>
          {title}
        </Typography>
        {loaded && <Chip size="small" label={documents.length} />}
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
      {note}
      <QueryView
        loading={query?.loading ?? false}
        failed={query?.failed ?? false}
        failedText={t('documents.loadError')}
        onRetry={query?.reload ?? (() => {})}
        empty={documents.length === 0}
        emptyText={t('documents.empty')}
      >
        <DocumentsTable
          documents={documents}
          onEdit={readOnly ? undefined : setEditing}
          onDelete={readOnly ? undefined : setDeleting}
        />
      </QueryView>
      {uploading && (
        <UploadDialog
          companyId={companyId}
          target={target}
          categories={categories}
          onClose={() => setUploading(false)}
        />
      )}
      {editing && (
        <DocumentEditDialog companyId={companyId} document={editing} onClose={() => setEditing(null)} />
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
