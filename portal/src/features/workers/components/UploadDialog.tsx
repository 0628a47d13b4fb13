import { useId, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { MessageBox } from '@/components/MessageBox'
import { useNotify } from '@/components/notifications/NotificationsContext'
import { useI18n } from '@/i18n/I18nProvider'
import { useCountries } from '@/lib/api/countries'
import { useUploadDocuments, type UploadTarget } from '../api/uploadDocuments'
import type { DocumentCategory } from '../types'
import { addFiles, isReadyToUpload, uploadBlocker, type ChosenFile } from '../utils/chosenFiles'
import { ChosenFilesList } from './ChosenFilesList'
import type { DetailsField } from './DetailsFields'
import { DropZone } from './DropZone'
import { useNarrowDialog } from '@/components/useNarrowDialog'

type Props = {
  companyId: number
  target: UploadTarget
  /** The categories offered: every one for a posting, the person's from the roster. */
  categories: readonly DocumentCategory[]
  onClose: () => void
}

/**
 * Initial (no file) → has files → saving (with the real progress) → back to initial on success. A refusal keeps
 * every chosen file so the user can fix the one the server named.
 */
export function UploadDialog({ companyId, target, categories, onClose }: Props) {
  const { t } = useI18n()
  const notify = useNotify()
  const fullScreen = useNarrowDialog()
  const titleId = useId()
  const [files, setFiles] = useState<ChosenFile[]>([])
  const upload = useUploadDocuments(companyId, target)
  const countries = useCountries().data?.countries ?? []
  const saving = upload.pending
  const [progress, setProgress] = useState(0)
  const [errors, setErrors] = useState<string[]>([])
  const ready = isReadyToUpload(files)
  const blocker = uploadBlocker(files)

  // Too large or too many: refused before anything is sent, in the server's words.
  const choose = (incoming: File[]) => {
    const { files: next, refused } = addFiles(files, incoming)
    setFiles(next)
    setErrors(refused.map((refusal) => t(refusal.key, refusal.params)))
  }
  const setDetail = (index: number, field: DetailsField, value: string) =>
    setFiles((current) =>
      current.map((chosen, at) => (at === index ? { ...chosen, [field]: value } : chosen))
    )
  const remove = (index: number) => setFiles((current) => current.filter((_, at) => at !== index))

  const send = async () => {
    if (!isReadyToUpload(files)) return
    setProgress(0)
    setErrors([])
    const result = await upload.run({ items: files, onProgress: setProgress })
    if (!result.ok) {
      const messages = result.errors.map((error) => error.message)
      setErrors(
        messages.length > 0
          ? messages
          : [t(result.status === 0 ? 'message.connectionError' : 'message.errorTitle')]
      )
      return
    }
    const successes = result.data?.successes ?? []
    if (successes.length > 0)
      notify({ severity: 'success', messages: successes.map((success) => success.message) })
    setFiles([])
  }

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t('upload.title')}</DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 1.5, sm: 3 } }}>
        <Stack spacing={2}>
          <MessageBox messages={errors} />
          <DropZone disabled={saving} onFiles={choose} />
          <Typography variant="body2" color="text.secondary">
            {t('upload.hint')} {t('upload.datesHint')}
          </Typography>
          {files.length > 0 && (
            <ChosenFilesList
              files={files}
              categories={categories}
              countries={countries}
              disabled={saving}
              onChange={setDetail}
              onRemove={remove}
            />
          )}
          {saving && (
            <Box>
              <Typography variant="body2" id={`${titleId}-progress`} sx={{ mb: 0.5 }}>
                {t('upload.progress')} — {Math.round(progress * 100)} %
              </Typography>
              <LinearProgress
                variant="determinate"
                value={progress * 100}
                aria-labelledby={`${titleId}-progress`}
              />
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, flexWrap: 'wrap', gap: 1 }}>
        {blocker && (
          <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
            {t(blocker)}
          </Typography>
        )}
        <Button onClick={onClose} disabled={saving}>
          {t('common.close')}
        </Button>
        <Button variant="contained" onClick={send} disabled={!ready} loading={saving}>
          {t('upload.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
