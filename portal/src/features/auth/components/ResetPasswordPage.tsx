import { useState, type FormEvent } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { Link as RouterLink, useSearchParams } from 'react-router-dom'
import { MessageBox } from '@/components/MessageBox'
import { PasswordField } from '@/components/PasswordField'
import { useDocumentTitle } from '@/components/useDocumentTitle'
import { paths } from '@/config/paths'
import { useI18n } from '@/i18n/I18nProvider'
import { useForm } from '@/lib/form/useForm'
import { checkNewPassword } from '@/lib/validation'
import { useConfirmPasswordReset } from '../api/confirmPasswordReset'
import { AuthCard } from './AuthCard'

export function ResetPasswordPage() {
  const { lang, t } = useI18n()
  const confirmation = useConfirmPasswordReset()
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token') ?? ''
  const [done, setDone] = useState(false)
  const form = useForm({
    initial: { password: '', confirmPassword: '' },
    validate: (values) => {
      const problems = checkNewPassword(values.password, values.confirmPassword)
      return {
        password: problems.password && t(problems.password),
        confirmPassword: problems.confirmPassword && t(problems.confirmPassword),
      }
    },
    serverFields: { password: 'password', confirmPassword: 'confirmPassword' },
    quiet: true,
  })
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

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const result = await form.submit((values) => confirmation.run({ token, ...values }))
    if (result?.ok) setDone(true)
  }

  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.text')}>
      <Stack component="form" spacing={2.5} onSubmit={submit} noValidate>
        <MessageBox messages={form.general} />
        <PasswordField
          label={t('reset.password')}
          autoComplete="new-password"
          autoFocus
          {...form.textField('password')}
        />
        <PasswordField
          label={t('reset.confirmPassword')}
          autoComplete="new-password"
          {...form.textField('confirmPassword')}
        />
        <Button type="submit" variant="contained" size="large" loading={confirmation.pending} fullWidth>
          {t('reset.submit')}
        </Button>
        {/* An expired link cannot be fixed here: offer the way to ask for a new one. */}
        {form.general.length > 0 && (
          <Button component={RouterLink} to={paths.login(lang)} fullWidth>
            {t('reset.toLogin')}
          </Button>
        )}
      </Stack>
    </AuthCard>
  )
}
