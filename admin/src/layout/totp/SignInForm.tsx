import { useState, type FormEvent } from 'react'
import { Box, Button, CircularProgress, Link, TextField, Typography } from '@mui/material'
import { useLogin, useNotify, useTranslate } from 'react-admin'
import { TotpRequired } from '../../signIn/sessionApi'

const sixDigits = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''))

/**
 * The back-office's sign-in in two steps: login and password, then, for an account with a second factor (every
 * back-office account once enrolled), the 6-digit code of the authenticator app or a recovery code.
 */
export const SignInForm = () => {
  const translate = useTranslate()
  const login = useLogin()
  const notify = useNotify()
  const [step, setStep] = useState<'password' | 'code' | 'recovery'>('password')
  const [values, setValues] = useState({ username: '', password: '', code: '' })
  const [codeError, setCodeError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }))

  const switchTo = (next: typeof step) => {
    setStep(next)
    setCodeError(null)
    setValues((current) => ({ ...current, code: '', ...(next === 'password' ? { password: '' } : {}) }))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (step === 'code' && !sixDigits(values.code)) return setCodeError(translate('app.totp.six_digits'))
    setCodeError(null)
    setPending(true)
    try {
      await login(
        step === 'password'
          ? { username: values.username.trim(), password: values.password }
          : { code: values.code.replace(/\s/g, '') }
      )
    } catch (error) {
      const message = (error as Error).message || 'ra.auth.sign_in_error'
      if (error instanceof TotpRequired) setStep('code')
      else if (step === 'password') notify(message, { type: 'error' })
      // The half-done sign-in expired (5 minutes): the password again.
      else if ((error as { status?: number }).status === 401) {
        switchTo('password')
        notify(message, { type: 'error' })
      } else setCodeError(translate(message, { _: message }))
    } finally {
      setPending(false)
    }
  }

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ px: 3, pb: 1, display: 'grid', gap: 2, mt: 2 }}>
      {step === 'password' ? (
        <>
          <TextField
            name="username"
            label={translate('ra.auth.username')}
            autoComplete="username"
            value={values.username}
            onChange={set('username')}
            autoFocus
            required
          />
          <TextField
            name="password"
            type="password"
            label={translate('ra.auth.password')}
            autoComplete="current-password"
            value={values.password}
            onChange={set('password')}
            required
          />
        </>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {translate(step === 'code' ? 'app.totp.code_step' : 'app.totp.recovery_step')}
          </Typography>
          <TextField
            key={step}
            name={step === 'code' ? 'code' : 'recoveryCode'}
            label={translate(step === 'code' ? 'app.totp.code' : 'app.totp.recovery_code')}
            autoComplete={step === 'code' ? 'one-time-code' : 'off'}
            slotProps={{ htmlInput: { inputMode: step === 'code' ? 'numeric' : 'text' } }}
            value={values.code}
            onChange={set('code')}
            error={codeError !== null}
            helperText={codeError}
            autoFocus
            required
          />
          <Link
            component="button"
            type="button"
            variant="body2"
            sx={{ justifySelf: 'end' }}
            onClick={() => switchTo(step === 'code' ? 'recovery' : 'code')}
          >
            {translate(step === 'code' ? 'app.totp.use_recovery' : 'app.totp.use_app')}
          </Link>
        </>
      )}
      <Button
        type="submit"
        variant="contained"
        disabled={pending}
        startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {translate(step === 'password' ? 'ra.auth.sign_in' : 'app.totp.verify')}
      </Button>
      {step !== 'password' && (
        <Link component="button" type="button" variant="body2" onClick={() => switchTo('password')}>
          {translate('app.totp.back')}
        </Link>
      )}
    </Box>
  )
}
