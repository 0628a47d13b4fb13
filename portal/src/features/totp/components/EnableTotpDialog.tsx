import { useEffect, useRef, useState } from 'react'
import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { CopyButton } from '@/components/CopyButton'
import { FormDialog } from '@/components/FormDialog'
import { QrCode } from '@/components/QrCode'
import { useI18n } from '@/i18n/I18nProvider'
import { useAuth } from '@/lib/AuthContext'
import { useForm } from '@/lib/form/useForm'
import type { TotpSetupAnswer } from '@/types/api'
import { CODE_FIELDS, useEnableTotp } from '../api/enableTotp'
import { useSetupTotp } from '../api/setupTotp'
import { RecoveryCodesDialog } from './RecoveryCodesDialog'

/** Enrolment: a new secret as a QR code and as text, a code from the app to confirm it, then the recovery codes. */
export function EnableTotpDialog({ onClose }: { onClose: () => void }) {
  const { t } = useI18n()
  const { refresh } = useAuth()
  const setup = useSetupTotp()
  const enable = useEnableTotp()
  const [secret, setSecret] = useState<TotpSetupAnswer | null>(null)
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)
  const form = useForm({
    initial: { code: '' },
    validate: ({ code }) => ({
      code: /^\d{6}$/.test(code.replace(/\s/g, '')) ? undefined : t('login.totp.sixDigits'),
    }),
    serverFields: Object.fromEntries(CODE_FIELDS.map((field) => [field, field])),
  })
  const { run: runSetup } = setup
  // One secret per opening: each setup replaces the pending one on the server.
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    runSetup(undefined).then((result) => (result.ok ? setSecret(result.data) : onClose()))
  }, [runSetup, onClose])

  const submit = async () => {
    const result = await form.submit(({ code }) => enable.run({ code: code.replace(/\s/g, '') }))
    if (result?.ok) setRecoveryCodes(result.data.recoveryCodes)
  }

  if (recoveryCodes) {
    return <RecoveryCodesDialog codes={recoveryCodes} onDone={() => refresh().then(onClose)} />
  }
  return (
    <FormDialog
      open
      title={t('totp.enableTitle')}
      submitLabel={t('totp.confirm')}
      busy={enable.pending}
      onClose={onClose}
      onSubmit={submit}
    >
      <Typography variant="body2">{t('totp.scanText')}</Typography>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        {secret ? (
          <QrCode value={secret.otpauthUrl} label={t('totp.qrLabel')} size={184} />
        ) : (
          <Skeleton variant="rectangular" width={184} height={184} />
        )}
      </Box>
      <Stack direction="row" spacing={1} alignItems="center">
        <Typography variant="body2" color="text.secondary">
          {t('totp.secret')}
        </Typography>
        <Typography
          data-testid="totp-secret"
          sx={{ fontFamily: 'monospace', wordBreak: 'break-all', flex: 1, letterSpacing: 1 }}
        >
          {secret?.secret.replace(/(.{4})/g, '$1 ').trim()}
        </Typography>
        {secret && <CopyButton value={secret.secret} label={t('totp.secret')} />}
      </Stack>
      <TextField
        {...form.textField('code')}
        label={t('totp.code')}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
        required
        autoFocus
      />
    </FormDialog>
  )
}
