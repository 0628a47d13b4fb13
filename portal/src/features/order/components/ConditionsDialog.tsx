import { useId } from 'react'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined'
import { paths } from '@/config/paths'
import { useI18n } from '@/i18n/I18nProvider'
import { ConditionsContent } from './ConditionsContent'

type Props = { open: boolean; onClose: () => void }

/** The general terms over the register form; printing opens the printable page in a new tab. */
export function ConditionsDialog({ open, onClose }: Props) {
  const { lang, t } = useI18n()
  const titleId = useId()
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="lg" scroll="paper" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('conditions.title')}</DialogTitle>
      <DialogContent dividers>
        <ConditionsContent />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button
          component="a"
          href={paths.conditions(lang, true)}
          target="_blank"
          rel="noopener"
          startIcon={<PrintOutlinedIcon />}
        >
          {t('common.print')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
