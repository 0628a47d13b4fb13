import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react'
import { Navigate, Link, useNavigate, useSearchParams } from 'react-router-dom'
import { LightAlert } from '../../../components/light/LightAlert'
import { LightField, LightPasswordField } from '../../../components/light/LightField'
import { useDocumentTitle } from '../../../components/useDocumentTitle'
import { paths } from '../../../config/paths'
import { useI18n } from '../../../i18n/I18nProvider'
import type { MessageKey } from '../../../i18n/messages'
import { useApi } from '../../../lib/ApiContext'
import { useAuth } from '../../../lib/AuthContext'
import { goTo, loginTarget } from '../../../lib/navigation'
import { login, type LoginInput } from '../api/login'
import { AuthCard } from './AuthCard'

const ForgotPasswordDialog = lazy(() => import('./ForgotPasswordDialog'))

type FieldErrors = Partial<Record<keyof LoginInput, MessageKey>>

/** The first page most visitors see: drawn without MUI (components/light), so that it loads fast on a phone. */
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
  // The server's messages came in the language of the call: another language drops them.
  useEffect(() => setServerErrors([]), [lang])

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
      <form className="lt-form" onSubmit={submit} noValidate>
        <LightAlert messages={serverErrors} />
        <LightField
          label={t('login.login')}
          name="login"
          autoComplete="username"
          autoFocus
          value={values.login}
          onChange={change('login')}
          error={fieldErrors.login && t(fieldErrors.login)}
        />
        <LightPasswordField
          label={t('login.password')}
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={change('password')}
          error={fieldErrors.password && t(fieldErrors.password)}
        />
        {auth.isForgotPasswordAllowed && (
          <div className="lt-right">
            <button type="button" className="lt-link lt-small" onClick={() => setForgotOpen(true)}>
              {t('login.forgotPassword')}
            </button>
          </div>
        )}
        <button type="submit" className="lt-button" disabled={busy} aria-busy={busy}>
          {busy && <span className="lt-spinner lt-spinner--small" aria-hidden />}
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
