import { useId, useState } from 'react'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useI18n } from '../../../i18n/I18nProvider'

type Props = {
  title: string
  message: string
  confirmLabel: string
  /** Resolves once the call is answered; the dialog closes itself on success only. */
  onConfirm: () => Promise<boolean>
  onClose: () => void
}

/** A destructive action asked for again; the button waits for the server. */
export function ConfirmDialog({ title, message, confirmLabel, onConfirm, onClose }: Props) {
  const { t } = useI18n()
  const titleId = useId()
  const textId = useId()
  const [busy, setBusy] = useState(false)

  const confirm = async () => {
    setBusy(true)
    const done = await onConfirm()
    setBusy(false)
    if (done) onClose()
  }

  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" color="error" onClick={confirm} loading={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
