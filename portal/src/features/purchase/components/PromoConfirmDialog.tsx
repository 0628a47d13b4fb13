import { useId } from 'react'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useI18n } from '@/i18n/I18nProvider'

type Props = { open: boolean; code: string; busy: boolean; onCancel: () => void; onConfirm: () => void }

/** Asked on submit when nobody recognised the promo code: go on without it, or go back and correct it. */
export function PromoConfirmDialog({ open, code, busy, onCancel, onConfirm }: Props) {
  const { t } = useI18n()
  const titleId = useId()
  return (
    <Dialog open={open} onClose={onCancel} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('register.promoConfirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('register.promoConfirmText', { code })}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={onConfirm} loading={busy}>
          {t('register.promoConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
