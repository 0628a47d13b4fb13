import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react'
import { Navigate, Link, useNavigate, useSearchParams } from 'react-router-dom'
import { LightAlert } from '@/components/light/LightAlert'
import { LightField, LightPasswordField } from '@/components/light/LightField'
import { useDocumentTitle } from '@/components/useDocumentTitle'
import { paths } from '@/config/paths'
import { useI18n } from '@/i18n/I18nProvider'
import { useAuth } from '@/lib/AuthContext'
import { useForm } from '@/lib/form/useForm'
import { goTo, loginTarget } from '@/lib/navigation'
import type { ApiMessage } from '@/lib/api'
import { useLogin, type LoginAnswer } from '../api/login'
import { AuthCard } from './AuthCard'
import { TotpStep } from './TotpStep'

const ForgotPasswordDialog = lazy(() => import('./ForgotPasswordDialog'))

/** The first page most visitors see: drawn without MUI (components/light), so that it loads fast on a phone. */
export function LoginPage() {
  const { lang, t } = useI18n()
  const signing = useLogin()
  const auth = useAuth()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const target = loginTarget(searchParams.get('redirect'), lang)
  const form = useForm({
    initial: { login: '', password: '' },
    validate: (values) => ({
      login: values.login.trim() ? undefined : t('common.required'),
      password: values.password ? undefined : t('common.required'),
    }),
    quiet: true,
  })
  // Signed in, the submit handler chooses the destination: the page must not send the user home meanwhile.
  const leaving = useRef(false)
  const [forgotOpen, setForgotOpen] = useState(false)
  // The password was right and the account has a second factor: the code step replaces the form.
  const [codeStep, setCodeStep] = useState(false)
  useDocumentTitle(t('login.title'))
  // The server's messages came in the language of the call: another language drops them.
  const { clearMessages } = form
  useEffect(() => clearMessages(), [lang, clearMessages])

  if (auth.status === 'authenticated' && !leaving.current)
    return <Navigate to={target ?? paths.home(lang)} replace />

  const finish = (answer: LoginAnswer) => {
    const data = answer.applicationDataForLoggedInUser
    if (!answer.isLoggedIn || !data) return
    leaving.current = true
    auth.signIn(data)
    goTo(target ?? answer.redirect?.action ?? paths.home(lang), navigate, { replace: true })
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const result = await form.submit((values) =>
      signing.run({ login: values.login.trim(), password: values.password })
    )
    if (result?.ok && result.data.totpRequired) setCodeStep(true)
    else if (result?.ok) finish(result.data)
  }

  const restart = (errors: ApiMessage[]) => {
    setCodeStep(false)
    form.setValues((values) => ({ ...values, password: '' }))
    form.setGeneral(errors.map((error) => error.message))
  }

  if (codeStep) {
    return (
      <AuthCard title={t('login.totp.title')} subtitle={t('login.subtitle')}>
        <TotpStep onSignedIn={finish} onRestart={restart} />
      </AuthCard>
    )
  }

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <form className="lt-form" onSubmit={submit} noValidate>
        <LightAlert messages={form.general} />
        <LightField
          label={t('login.login')}
          name="login"
          autoComplete="username"
          autoFocus
          value={form.values.login}
          onChange={(event) => form.setField('login', event.target.value)}
          error={form.errors.login}
        />
        <LightPasswordField
          label={t('login.password')}
          name="password"
          autoComplete="current-password"
          value={form.values.password}
          onChange={(event) => form.setField('password', event.target.value)}
          error={form.errors.password}
        />
        {auth.isForgotPasswordAllowed && (
          <div className="lt-right">
            <button type="button" className="lt-link lt-small" onClick={() => setForgotOpen(true)}>
              {t('login.forgotPassword')}
            </button>
          </div>
        )}
        <button type="submit" className="lt-button" disabled={signing.pending} aria-busy={signing.pending}>
          {signing.pending && <span className="lt-spinner lt-spinner--small" aria-hidden />}
          {t('login.submit')}
        </button>
        <p className="lt-small lt-muted lt-center" style={{ margin: 0 }}>
          {t('login.noAccount')}{' '}
          <Link className="lt-link" to={paths.register(lang)}>
            {t('login.register')}
          </Link>
        </p>
      </form>
      {forgotOpen && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog open onClose={() => setForgotOpen(false)} />
        </Suspense>
      )}
    </AuthCard>
  )
}
