import { useId } from 'react'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useI18n } from '@/i18n/I18nProvider'

type Props = {
  title: string
  message: string
  confirmLabel: string
  /** Resolves once the call is answered; the dialog closes itself on success only. */
  onConfirm: () => Promise<boolean>
  /** The call's mutation is under way. */
  pending: boolean
  onClose: () => void
}

/** A destructive action asked for again; the button waits for the server. */
export function ConfirmDialog({ title, message, confirmLabel, onConfirm, pending, onClose }: Props) {
  const { t } = useI18n()
  const titleId = useId()
  const textId = useId()
  const confirm = async () => {
    if (await onConfirm()) onClose()
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
        <Button variant="contained" color="error" onClick={confirm} loading={pending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
