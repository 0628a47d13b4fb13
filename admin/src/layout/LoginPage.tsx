import { useCallback, useEffect, useState } from 'react'
import { useCheckAuth, useLocaleState, useLogin, useNavigate, useTranslate } from 'react-admin'
import { isLocale } from '../i18n/locales'
import { SignInPage } from '../signIn/SignInPage'
import { useDocumentLanguage } from './useDocumentLanguage'

const notAdmin = 'app.auth.not_admin'

/**
 * As react-admin's own login page: someone signed in goes home. A customer who arrives with a portal session is told
 * why they are not let in (see authProvider.checkAuth).
 */
const useRefusedSession = () => {
  const checkAuth = useCheckAuth()
  const navigate = useNavigate()
  const [refused, setRefused] = useState(false)
  useEffect(() => {
    checkAuth({}, false).then(
      () => navigate('/'),
      (error: unknown) => setRefused((error as Error | undefined)?.message === notAdmin)
    )
  }, [checkAuth, navigate])
  return refused
}

/**
 * react-admin's sign-in page, once the app is loaded (after a sign-out, or when the session ended): the light page
 * the back-office opens with (signIn/SignInGate), in the app's language, signing in through the authProvider.
 */
export const LoginPage = () => {
  const translate = useTranslate()
  const login = useLogin()
  const [locale, setLocale] = useLocaleState()
  const refused = useRefusedSession()
  useDocumentLanguage()
  // The server's messages are no keys: shown as they come.
  const translateText = useCallback(
    (keyOrText: string) => translate(keyOrText, { _: keyOrText }),
    [translate]
  )
  return (
    <SignInPage
      translate={translateText}
      locale={isLocale(locale) ? locale : 'fr'}
      onLocaleChange={setLocale}
      login={login}
      refused={refused}
    />
  )
}
