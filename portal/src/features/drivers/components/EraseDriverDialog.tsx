import { useId, useState } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useI18n } from '@/i18n/I18nProvider'
import { useEraseDriver } from '../api/driverPrivacy'

type Props = { companyId: number; driverId: number; name: string; onClose: () => void }

/**
 * Erasing a driver's data, asked for again: it cannot be undone. A refusal (he is posted on a running contract, an
 * inspector's request needs him) is shown here with the server's reason; on success the roster no longer lists him.
 */
export function EraseDriverDialog({ companyId, driverId, name, onClose }: Props) {
  const { t } = useI18n()
  const titleId = useId()
  const textId = useId()
  const erasure = useEraseDriver(companyId)
  const [refusal, setRefusal] = useState<string | null>(null)

  const erase = async () => {
    const result = await erasure.run(driverId)
    if (result.ok) onClose()
    else setRefusal(result.errors.map((error) => error.message).join(' ') || t('privacy.eraseFailed'))
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
      <DialogTitle id={titleId}>{t('privacy.eraseTitle', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('privacy.eraseConfirm')}</DialogContentText>
        {refusal && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {refusal}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" color="error" onClick={erase} loading={erasure.pending}>
          {t('privacy.erase')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
