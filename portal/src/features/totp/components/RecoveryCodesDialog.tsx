import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { useId } from 'react'
import { useI18n } from '@/i18n/I18nProvider'
import { RecoveryCodesView } from './RecoveryCodesView'

/** The codes are shown this once: the dialog closes only when the user says they saved them. */
export function RecoveryCodesDialog({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useI18n()
  const titleId = useId()
  return (
    <Dialog open fullWidth maxWidth="sm" aria-labelledby={titleId} disableEscapeKeyDown>
      <DialogTitle id={titleId}>{t('totp.recoveryTitle')}</DialogTitle>
      <DialogContent>
        <RecoveryCodesView codes={codes} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="contained" onClick={onDone}>
          {t('totp.saved')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
