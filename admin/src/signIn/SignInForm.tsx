import { useEffect, useState, type FormEvent } from 'react'
import { LightAlert } from './LightAlert'
import { LightField } from './LightField'
import { TotpRequired, type SignInParams } from './sessionApi'
import type { Translate } from './signInMessages'

const sixDigits = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''))

type Step = 'password' | 'code' | 'recovery'

interface SignInFormProps {
  translate: Translate
  /** One step: resolves once signed in, rejects with TotpRequired after the password of an account with a code. */
  login: (params: SignInParams) => Promise<unknown>
}

/**
 * The back-office's sign-in in two steps: login and password, then, for an account with a second factor (every
 * back-office account once enrolled), the 6-digit code of the authenticator app or a recovery code.
 */
export const SignInForm = ({ translate, login }: SignInFormProps) => {
  const [step, setStep] = useState<Step>('password')
  const [values, setValues] = useState({ username: '', password: '', code: '' })
  // Message keys or the server's texts, translated as they are shown.
  const [error, setError] = useState<string | null>(null)
  const [codeError, setCodeError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }))

  // The server's messages came in the language of the call: another language drops them.
  useEffect(() => {
    setError(null)
    setCodeError(null)
  }, [translate])

  const switchTo = (next: Step) => {
    setStep(next)
    setCodeError(null)
    setValues((current) => ({ ...current, code: '', ...(next === 'password' ? { password: '' } : {}) }))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (step === 'code' && !sixDigits(values.code)) return setCodeError('app.totp.six_digits')
    setError(null)
    setCodeError(null)
    setPending(true)
    try {
      await login(
        step === 'password'
          ? { username: values.username.trim(), password: values.password }
          : { code: values.code.replace(/\s/g, '') }
      )
    } catch (caught) {
      const message = (caught as Error).message || 'ra.auth.sign_in_error'
      if (caught instanceof TotpRequired) setStep('code')
      else if (step === 'password') setError(message)
      // The half-done sign-in expired (5 minutes): the password again.
      else if ((caught as { status?: number }).status === 401) {
        switchTo('password')
        setError(message)
      } else setCodeError(message)
    } finally {
      setPending(false)
    }
  }

  return (
    <form className="lt-form" onSubmit={submit} noValidate>
      {error && <LightAlert severity="error">{translate(error)}</LightAlert>}
      {step === 'password' ? (
        <>
          <LightField
            name="username"
            label={translate('ra.auth.username')}
            autoComplete="username"
            value={values.username}
            onChange={set('username')}
            autoFocus
          />
          <LightField
            name="password"
            type="password"
            label={translate('ra.auth.password')}
            autoComplete="current-password"
            value={values.password}
            onChange={set('password')}
          />
        </>
      ) : (
        <>
          <p className="lt-text lt-muted">
            {translate(step === 'code' ? 'app.totp.code_step' : 'app.totp.recovery_step')}
          </p>
          <LightField
            key={step}
            name={step === 'code' ? 'code' : 'recoveryCode'}
            label={translate(step === 'code' ? 'app.totp.code' : 'app.totp.recovery_code')}
            autoComplete={step === 'code' ? 'one-time-code' : 'off'}
            inputMode={step === 'code' ? 'numeric' : 'text'}
            value={values.code}
            onChange={set('code')}
            error={codeError && translate(codeError)}
            autoFocus
          />
          <button
            type="button"
            className="lt-link lt-link--end"
            onClick={() => switchTo(step === 'code' ? 'recovery' : 'code')}
          >
            {translate(step === 'code' ? 'app.totp.use_recovery' : 'app.totp.use_app')}
          </button>
        </>
      )}
      <button type="submit" className="lt-button" disabled={pending} aria-busy={pending}>
        {pending && <span className="lt-spinner" aria-hidden="true" />}
        {translate(step === 'password' ? 'ra.auth.sign_in' : 'app.totp.verify')}
      </button>
      {step !== 'password' && (
        <button type="button" className="lt-link" onClick={() => switchTo('password')}>
          {translate('app.totp.back')}
        </button>
      )}
    </form>
  )
}
