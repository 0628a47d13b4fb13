import { useEffect, useState, type FormEvent } from 'react'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import type { InvitationAnswer } from '@posted-workers/domain'
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom'
import { MessageBox } from '@/components/MessageBox'
import { PasswordField } from '@/components/PasswordField'
import { useDocumentTitle } from '@/components/useDocumentTitle'
import { paths } from '@/config/paths'
import { useI18n } from '@/i18n/I18nProvider'
import { useAuth } from '@/lib/AuthContext'
import { useForm } from '@/lib/form/useForm'
import { goTo } from '@/lib/navigation'
import { checkNewPassword } from '@/lib/validation'
import { useAcceptInvitation, useShowInvitation } from '../api/invitation'
import { AuthCard } from './AuthCard'

/** /{lang}/invitation?token=…: the invitee chooses names, login and password, and is signed in. */
export function InvitationPage() {
  const { lang, t } = useI18n()
  const auth = useAuth()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token') ?? ''
  const show = useShowInvitation()
  const accept = useAcceptInvitation()
  const [invitation, setInvitation] = useState<InvitationAnswer | null>(null)
  const [problem, setProblem] = useState<string[]>([])
  const form = useForm({
    initial: { firstName: '', lastName: '', login: '', password: '', confirmPassword: '' },
    validate: (values) => {
      const problems = checkNewPassword(values.password, values.confirmPassword)
      return {
        firstName: values.firstName.trim() ? undefined : t('common.required'),
        lastName: values.lastName.trim() ? undefined : t('common.required'),
        password: problems.password && t(problems.password),
        confirmPassword: problems.confirmPassword && t(problems.confirmPassword),
      }
    },
    serverFields: { login: 'login', password: 'password', confirmPassword: 'confirmPassword' },
    quiet: true,
  })
  useDocumentTitle(t('invitation.title', { company: invitation?.companyName ?? '' }))

  const { run: runShow } = show
  useEffect(() => {
    if (!token) return
    void runShow(token).then((result) => {
      if (result.ok) setInvitation(result.data)
      else setProblem(result.errors.map((error) => error.message))
    })
  }, [token, lang, runShow])

  const toLogin = (
    <Button component={RouterLink} to={paths.login(lang)} variant="contained" size="large" fullWidth>
      {t('invitation.toLogin')}
    </Button>
  )

  if (!token || problem.length > 0) {
    return (
      <AuthCard title={t('invitation.title', { company: '' })}>
        <Stack spacing={3}>
          <MessageBox messages={token ? problem : [t('invitation.missingToken')]} />
          {toLogin}
        </Stack>
      </AuthCard>
    )
  }
  if (!invitation) return null

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const result = await form.submit((values) =>
      accept.run({
        token,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        login: values.login.trim() || undefined,
        password: values.password,
        confirmPassword: values.confirmPassword,
      })
    )
    const data = result?.ok ? result.data.applicationDataForLoggedInUser : null
    if (data) {
      auth.signIn(data)
      goTo(paths.home(lang), navigate, { replace: true })
    }
  }

  return (
    <AuthCard
      title={t('invitation.title', { company: invitation.companyName })}
      subtitle={t('invitation.text', { role: t(`team.role.${invitation.role}`), email: invitation.email })}
    >
      <Stack component="form" spacing={2.5} onSubmit={submit} noValidate>
        <MessageBox messages={form.general} />
        <TextField {...form.textField('firstName')} label={t('invitation.firstName')} required autoFocus />
        <TextField {...form.textField('lastName')} label={t('invitation.lastName')} required />
        <TextField {...form.textField('login')} label={t('invitation.login')} autoComplete="username" />
        <PasswordField
          {...form.textField('password')}
          label={t('invitation.password')}
          autoComplete="new-password"
        />
        <PasswordField
          {...form.textField('confirmPassword')}
          label={t('invitation.confirmPassword')}
          autoComplete="new-password"
        />
        <Button type="submit" variant="contained" size="large" loading={accept.pending} fullWidth>
          {t('invitation.submit')}
        </Button>
      </Stack>
    </AuthCard>
  )
}
