import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined'
import FolderZipOutlinedIcon from '@mui/icons-material/FolderZipOutlined'
import { useI18n } from '@/i18n/I18nProvider'
import { startDownload } from '@/lib/download'
import { driverExportUrl } from '../api/driverPrivacy'
import { EraseDriverDialog } from './EraseDriverDialog'

type Props = { companyId: number; driverId: number; name: string }

/** The driver's rights over his data: all of it in one ZIP, and its erasure (with a confirmation). */
export function DriverPrivacy({ companyId, driverId, name }: Props) {
  const { lang, t } = useI18n()
  const [erasing, setErasing] = useState(false)
  const id = `driver-${driverId}-privacy`

  return (
    <Box component="section" aria-labelledby={id}>
      <Typography variant="h3" component="h3" id={id} sx={{ mb: 0.5 }}>
        {t('privacy.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('privacy.hint')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<FolderZipOutlinedIcon />}
          onClick={() => startDownload(driverExportUrl(lang, companyId, driverId))}
        >
          {t('privacy.export')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteForeverOutlinedIcon />}
          onClick={() => setErasing(true)}
        >
          {t('privacy.eraseAction')}
        </Button>
      </Box>
      {erasing && (
        <EraseDriverDialog
          companyId={companyId}
          driverId={driverId}
          name={name}
          onClose={() => setErasing(false)}
        />
      )}
    </Box>
  )
}
