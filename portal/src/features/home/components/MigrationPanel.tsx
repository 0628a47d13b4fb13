import { useId, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined'
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined'
import { useI18n } from '../../../i18n/I18nProvider'
import { useApi } from '../../../lib/ApiContext'
import { migrateToMobilityPacket } from '../api/dashboard'

type Props = {
  companyId: number
  termsUrl: string | null
  /** After the approval; the page reloads by default, so every panel reads the migrated company. */
  onMigrated?: () => void
}

/** A company that has not migrated reads the Mobility Package terms, then approves them (asked once more). */
export function MigrationPanel({ companyId, termsUrl, onMigrated = () => window.location.reload() }: Props) {
  const { t } = useI18n()
  const api = useApi()
  const titleId = useId()
  const textId = useId()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)

  const approve = async () => {
    setBusy(true)
    const answer = await migrateToMobilityPacket(api, companyId)
    setBusy(false)
    if (!answer.ok) return
    setConfirming(false)
    onMigrated()
  }

  return (
    <Card component="section" aria-labelledby="migration-title" sx={{ borderColor: 'primary.main' }}>
      <CardHeader
        avatar={<GavelOutlinedIcon color="primary" />}
        title={t('migration.title')}
        slotProps={{ title: { variant: 'h2', id: 'migration-title' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Typography color="text.secondary">{t('migration.text')}</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('migration.steps')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 2 }}>
          <Button variant="contained" onClick={() => setConfirming(true)}>
            {t('migration.approve')}
          </Button>
          {termsUrl && (
            <Link
              href={termsUrl}
              target="_blank"
              rel="noopener"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              <PictureAsPdfOutlinedIcon fontSize="small" />
              {t('migration.download')}
            </Link>
          )}
        </Box>
      </CardContent>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
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
          <Button onClick={() => setConfirming(false)}>{t('common.cancel')}</Button>
          <Button variant="contained" onClick={() => void approve()} loading={busy}>
            {t('migration.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  )
}
