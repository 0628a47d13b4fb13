import { useId } from 'react'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useI18n } from '@/i18n/I18nProvider'

type Props = { open: boolean; busy: boolean; onCancel: () => void; onConfirm: () => void }

/** The Mobility Package terms' approval, asked once more (MUI, loaded when first asked: MigrationPanel). */
export function MigrationConfirmDialog({ open, busy, onCancel, onConfirm }: Props) {
  const { t } = useI18n()
  const titleId = useId()
  const textId = useId()
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>{t('migration.confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('migration.confirmText')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={onConfirm} loading={busy}>
          {t('migration.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
