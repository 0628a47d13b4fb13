import { useEffect, useState, type FormEvent } from 'react'
import { LightAlert } from '@/components/light/LightAlert'
import { LightField } from '@/components/light/LightField'
import { useI18n } from '@/i18n/I18nProvider'
import { useForm } from '@/lib/form/useForm'
import type { ApiMessage } from '@/lib/api'
import type { LoginAnswer } from '@/types/api'
import { useLoginTotp } from '../api/login'

type Props = {
  /** The code completed the sign-in. */
  onSignedIn: (answer: LoginAnswer) => void
  /** Back to the password: asked by the user, or the half-done sign-in expired (with the server's message). */
  onRestart: (errors: ApiMessage[]) => void
}

/**
 * The login page's second step for an account with two-factor sign-in: the 6-digit code of the authenticator app
 * (the phone offers the code it received, `one-time-code`), or one of the recovery codes.
 */
export function TotpStep({ onSignedIn, onRestart }: Props) {
  const { lang, t } = useI18n()
  const verify = useLoginTotp()
  const [recovery, setRecovery] = useState(false)
  const form = useForm({
    initial: { code: '' },
    validate: ({ code }) => ({
      code: recovery
        ? code.trim()
          ? undefined
          : t('common.required')
        : /^\d{6}$/.test(code.replace(/\s/g, ''))
          ? undefined
          : t('login.totp.sixDigits'),
    }),
    serverFields: { code: 'code' },
    quiet: true,
  })
  const { clearMessages, setValues } = form
  useEffect(() => clearMessages(), [lang, clearMessages])

  const toggle = () => {
    setRecovery((current) => !current)
    setValues({ code: '' })
    clearMessages()
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const result = await form.submit(({ code }) => verify.run({ code: code.replace(/\s/g, '') }))
    if (result?.ok && result.data.isLoggedIn) onSignedIn(result.data)
    else if (result && !result.ok && result.status === 401) onRestart(result.errors)
  }

  return (
    <form className="lt-form" onSubmit={submit} noValidate>
      <p className="lt-muted" style={{ margin: 0 }}>
        {t(recovery ? 'login.totp.recoveryText' : 'login.totp.text')}
      </p>
      <LightAlert messages={form.general} />
      <LightField
        key={recovery ? 'recovery' : 'app'}
        label={t(recovery ? 'login.totp.recoveryCode' : 'login.totp.code')}
        name={recovery ? 'recoveryCode' : 'code'}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        inputMode={recovery ? 'text' : 'numeric'}
        autoFocus
        value={form.values.code}
        onChange={(event) => form.setField('code', event.target.value)}
        error={form.errors.code}
      />
      <div className="lt-right">
        <button type="button" className="lt-link lt-small" onClick={toggle}>
          {t(recovery ? 'login.totp.useApp' : 'login.totp.useRecovery')}
        </button>
      </div>
      <button type="submit" className="lt-button" disabled={verify.pending} aria-busy={verify.pending}>
        {verify.pending && <span className="lt-spinner lt-spinner--small" aria-hidden />}
        {t('login.totp.submit')}
      </button>
      <p className="lt-small lt-center" style={{ margin: 0 }}>
        <button type="button" className="lt-link" onClick={() => onRestart([])}>
          {t('login.totp.back')}
        </button>
      </p>
    </form>
  )
}
