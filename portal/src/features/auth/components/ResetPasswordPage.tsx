import { useState, type FormEvent } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { Link as RouterLink, useSearchParams } from 'react-router-dom'
import { MessageBox } from '../../../components/MessageBox'
import { PasswordField } from '../../../components/PasswordField'
import { useDocumentTitle } from '../../../components/useDocumentTitle'
import { paths } from '../../../config/paths'
import { useI18n } from '../../../i18n/I18nProvider'
import { useApi } from '../../../lib/ApiContext'
import { checkNewPassword } from '../../../lib/validation'
import { confirmPasswordReset } from '../api/confirmPasswordReset'
import { AuthCard } from './AuthCard'

type Field = 'password' | 'confirmPassword'

export function ResetPasswordPage() {
  const { lang, t } = useI18n()
  const api = useApi()
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token') ?? ''
  const [values, setValues] = useState({ password: '', confirmPassword: '' })
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({})
  const [serverErrors, setServerErrors] = useState<string[]>([])
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)
  useDocumentTitle(t('reset.title'))

  const toLogin = (
    <Button component={RouterLink} to={paths.login(lang)} variant="contained" size="large" fullWidth>
      {t('reset.toLogin')}
    </Button>
  )

  if (done || !token) {
    return (
      <AuthCard title={t('reset.title')}>
        <Stack spacing={3}>
          {done ? (
            <Alert severity="success">{t('reset.done')}</Alert>
          ) : (
            <MessageBox messages={[t('reset.missingToken')]} />
          )}
          {toLogin}
        </Stack>
      </AuthCard>
    )
  }

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }))
    setFieldErrors((current) => ({ ...current, [field]: undefined }))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setServerErrors([])
    const problems = checkNewPassword(values.password, values.confirmPassword)
    setFieldErrors({
      password: problems.password && t(problems.password),
      confirmPassword: problems.confirmPassword && t(problems.confirmPassword),
    })
    if (problems.password || problems.confirmPassword) return

    setBusy(true)
    const result = await confirmPasswordReset(api, { token, ...values })
    setBusy(false)
    if (result.ok) return setDone(true)
    const onFields: Partial<Record<Field, string>> = {}
    const others: string[] = []
    for (const error of result.errors) {
      if (error.field === 'password' || error.field === 'confirmPassword')
        onFields[error.field] ??= error.message
      else others.push(error.message)
    }
    setFieldErrors(onFields)
    setServerErrors(others)
  }

  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.text')}>
      <Stack component="form" spacing={2.5} onSubmit={submit} noValidate>
        <MessageBox messages={serverErrors} />
        <PasswordField
          label={t('reset.password')}
          name="password"
          autoComplete="new-password"
          autoFocus
          value={values.password}
          onChange={change('password')}
          error={Boolean(fieldErrors.password)}
          helperText={fieldErrors.password}
        />
        <PasswordField
          label={t('reset.confirmPassword')}
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={change('confirmPassword')}
          error={Boolean(fieldErrors.confirmPassword)}
          helperText={fieldErrors.confirmPassword}
        />
        <Button type="submit" variant="contained" size="large" loading={busy} fullWidth>
          {t('reset.submit')}
        </Button>
        {/* An expired link cannot be fixed here: offer the way to ask for a new one. */}
        {serverErrors.length > 0 && (
          <Button component={RouterLink} to={paths.login(lang)} fullWidth>
            {t('reset.toLogin')}
          </Button>
        )}
      </Stack>
    </AuthCard>
  )
}
