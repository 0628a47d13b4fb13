import { useState } from 'react'
import { Box, Button, Stack, Typography } from '@mui/material'
import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import DownloadIcon from '@mui/icons-material/Download'
import { useTranslate } from 'react-admin'

/** The ten recovery codes, shown once: to copy or download before the admin says they saved them. */
export const RecoveryCodes = ({ codes }: { codes: string[] }) => {
  const translate = useTranslate()
  const [copied, setCopied] = useState(false)
  const text = `${codes.join('\n')}\n`
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setCopied(true),
      () => undefined
    )
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }))
    const link = Object.assign(document.createElement('a'), { href: url, download: 'recovery-codes.txt' })
    link.click()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {translate('app.totp.recovery_title')}
      </Typography>
      <Typography variant="body2">{translate('app.totp.recovery_text')}</Typography>
      <Box
        component="ol"
        aria-label={translate('app.totp.recovery_title')}
        sx={{
          m: 0,
          p: 2,
          pl: 5,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          columnGap: 4,
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
      <Stack direction="row" spacing={1}>
        <Button size="small" startIcon={<ContentCopyIcon />} onClick={copy}>
          {translate(copied ? 'app.totp.copied' : 'app.totp.copy')}
        </Button>
        <Button size="small" startIcon={<DownloadIcon />} onClick={download}>
          {translate('app.totp.download')}
        </Button>
      </Stack>
    </Stack>
  )
}
