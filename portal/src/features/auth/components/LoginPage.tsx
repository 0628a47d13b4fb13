import { useState, type FormEvent } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom'
import { MessageBox } from '../../../components/MessageBox'
import { PasswordField } from '../../../components/PasswordField'
import { useDocumentTitle } from '../../../components/useDocumentTitle'
import { paths } from '../../../config/paths'
import { useI18n } from '../../../i18n/I18nProvider'
import type { MessageKey } from '../../../i18n/messages'
import { useApi } from '../../../lib/ApiContext'
import { useAuth } from '../../../lib/AuthContext'
import { goTo, loginTarget } from '../../../lib/navigation'
import { login, type LoginInput } from '../api/login'
import { AuthCard } from './AuthCard'
import { ForgotPasswordDialog } from './ForgotPasswordDialog'

type FieldErrors = Partial<Record<keyof LoginInput, MessageKey>>

export function LoginPage() {
  const { lang, t } = useI18n()
  const api = useApi()
  const auth = useAuth()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const target = loginTarget(searchParams.get('redirect'), lang)
  const [values, setValues] = useState<LoginInput>({ login: '', password: '' })
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({})
  const [serverErrors, setServerErrors] = useState<string[]>([])
  const [busy, setBusy] = useState(false)
  const [forgotOpen, setForgotOpen] = useState(false)
  useDocumentTitle(t('login.title'))

  // While a login is under way the submit handler chooses the destination.
  if (auth.status === 'authenticated' && !busy) return <Navigate to={target ?? paths.home(lang)} replace />

  const change = (field: keyof LoginInput) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }))
    setFieldErrors((current) => ({ ...current, [field]: undefined }))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const missing: FieldErrors = {}
    if (!values.login.trim()) missing.login = 'common.required'
    if (!values.password) missing.password = 'common.required'
    setFieldErrors(missing)
    setServerErrors([])
    if (Object.keys(missing).length > 0) return

    setBusy(true)
    const result = await login(api, { login: values.login.trim(), password: values.password })
    const data = result.ok ? result.data.applicationDataForLoggedInUser : null
    if (result.ok && result.data.isLoggedIn && data) {
      auth.signIn(data)
      goTo(target ?? result.data.redirect?.action ?? paths.home(lang), navigate, { replace: true })
      return
    }
    setBusy(false)
    setServerErrors((result.ok ? result.data.errors : result.errors)?.map((error) => error.message) ?? [])
  }

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <Stack component="form" spacing={2.5} onSubmit={submit} noValidate>
        <MessageBox messages={serverErrors} />
        <TextField
          label={t('login.login')}
          name="login"
          autoComplete="username"
          autoFocus
          value={values.login}
          onChange={change('login')}
          error={Boolean(fieldErrors.login)}
          helperText={fieldErrors.login && t(fieldErrors.login)}
        />
        <PasswordField
          label={t('login.password')}
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={change('password')}
          error={Boolean(fieldErrors.password)}
          helperText={fieldErrors.password && t(fieldErrors.password)}
        />
        {auth.isForgotPasswordAllowed && (
          <Box sx={{ textAlign: 'right', mt: '8px !important' }}>
            <Link component="button" type="button" variant="body2" onClick={() => setForgotOpen(true)}>
              {t('login.forgotPassword')}
            </Link>
          </Box>
        )}
        <Button type="submit" variant="contained" size="large" loading={busy} fullWidth>
          {t('login.submit')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('login.noAccount')}{' '}
          <Link component={RouterLink} to={paths.register(lang)}>
            {t('login.register')}
          </Link>
        </Typography>
      </Stack>
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </AuthCard>
  )
}
