import { useEffect, useRef, useState, type FormEvent } from 'react'
import {
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import { useLogout, useNotify, useRedirect, useTranslate } from 'react-admin'
import { authProvider } from '../../providers/authProvider'
import { enableTotp, setupTotp, type TotpSetup } from '../../providers/totpApi'
import { QrCode } from './QrCode'
import { RecoveryCodes } from './RecoveryCodes'

/**
 * What a back-office user without a second factor sees instead of any page (AppLayout): the QR code and the key of a
 * new secret, a code from the app to confirm it, then the recovery codes, shown once, and "I have saved them".
 */
export const TotpEnrolment = () => {
  const translate = useTranslate()
  const notify = useNotify()
  const logout = useLogout()
  const redirect = useRedirect()
  const [setup, setSetup] = useState<TotpSetup | null>(null)
  const [code, setCode] = useState('')
  const [codeError, setCodeError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)
  const [saved, setSaved] = useState(false)
  // One secret per visit: each setup replaces the pending one on the server.
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    setupTotp().then(setSetup, (error: Error) => notify(error.message, { type: 'error' }))
  }, [notify])

  const confirm = async (event: FormEvent) => {
    event.preventDefault()
    if (!/^\d{6}$/.test(code.replace(/\s/g, ''))) return setCodeError(translate('app.totp.six_digits'))
    setPending(true)
    try {
      setRecoveryCodes(await enableTotp(code.replace(/\s/g, '')))
    } catch (error) {
      setCodeError((error as Error).message)
    } finally {
      setPending(false)
    }
  }

  const done = async () => {
    await authProvider.sessionChanged()
    redirect('/')
  }

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        p: { xs: 1, sm: 2 },
      }}
    >
      <Card component="main" sx={{ width: '100%', maxWidth: 560, minWidth: 0 }}>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('app.totp.enrol_title')}
          </Typography>
          {recoveryCodes ? (
            <Stack spacing={2}>
              <RecoveryCodes codes={recoveryCodes} />
              <FormControlLabel
                control={<Checkbox checked={saved} onChange={(event) => setSaved(event.target.checked)} />}
                label={translate('app.totp.saved')}
              />
              <Button variant="contained" disabled={!saved} onClick={done}>
                {translate('app.totp.continue')}
              </Button>
            </Stack>
          ) : (
            <Stack component="form" spacing={2} onSubmit={confirm} noValidate>
              <Typography variant="body2">{translate('app.totp.enrol_intro')}</Typography>
              <Typography variant="body2">{translate('app.totp.scan')}</Typography>
              <Box sx={{ display: 'flex', justifyContent: 'center' }}>
                {setup && <QrCode value={setup.otpauthUrl} label={translate('app.totp.qr_label')} />}
              </Box>
              <Typography variant="body2" color="text.secondary">
                {translate('app.totp.key')}
              </Typography>
              <Typography
                data-testid="totp-secret"
                sx={{
                  fontFamily: 'monospace',
                  letterSpacing: 1,
                  wordBreak: 'break-all',
                  mt: '4px !important',
                }}
              >
                {setup?.secret.replace(/(.{4})/g, '$1 ').trim()}
              </Typography>
              <TextField
                name="code"
                label={translate('app.totp.code')}
                autoComplete="one-time-code"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                error={codeError !== null}
                helperText={codeError}
                required
              />
              <Button type="submit" variant="contained" disabled={pending || !setup}>
                {translate('app.totp.confirm')}
              </Button>
            </Stack>
          )}
          <Box sx={{ textAlign: 'center', mt: 2 }}>
            <Button size="small" onClick={() => logout()}>
              {translate('app.totp.sign_out')}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Box>
  )
}
