import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import DownloadIcon from '@mui/icons-material/Download'
import { CopyButton } from '@/components/CopyButton'
import { useI18n } from '@/i18n/I18nProvider'
import { saveBlob } from '@/lib/download'

/** The ten recovery codes, shown once: to copy or download before the user says they saved them. */
export function RecoveryCodesView({ codes }: { codes: string[] }) {
  const { t } = useI18n()
  const text = `${codes.join('\n')}\n`
  return (
    <Stack spacing={2}>
      <Typography variant="body2">{t('totp.recoveryText')}</Typography>
      <Box
        component="ol"
        aria-label={t('totp.recoveryTitle')}
        sx={{
          m: 0,
          p: 2,
          pl: 5,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          columnGap: 4,
          rowGap: 0.5,
          fontFamily: 'monospace',
          fontSize: '1rem',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} alignItems="center">
        <CopyButton value={text} label={t('totp.recoveryCodes')} />
        <Button
          size="small"
          startIcon={<DownloadIcon />}
          onClick={() => saveBlob(new Blob([text], { type: 'text/plain' }), 'recovery-codes.txt')}
        >
          {t('totp.download')}
        </Button>
      </Stack>
    </Stack>
  )
}
