import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react'
import { pickInitialLocale, readRememberedLocale, rememberLocale, type LocaleCode } from '../i18n/locales'
import type { SignInMessages } from './messages/en'
import { isStaff, readSession, SignInError, signInStep, TotpRequired, type SignInParams } from './sessionApi'
import { loadSignInMessages, translatorOf } from './signInMessages'
import { SignInPage } from './SignInPage'
import './signIn.css'

/**
 * The app's route in the address, as react-admin's own sign-in left it: its home when the page was opened at the bare
 * address or at react-admin's login route (a sign-out, then a reload); any other route is kept.
 */
const showAppRoute = () => {
  if (/^(#\/?)?$|^#\/login\b/.test(window.location.hash)) window.history.replaceState(null, '', '#/')
}

type Stage =
  | { name: 'checking' }
  | { name: 'signIn'; refused: boolean }
  | { name: 'loading' }
  | { name: 'app'; App: ComponentType }

/**
 * The back-office's first screen. The app (react-admin, MUI, the screens: most of the weight) is fetched only for a
 * member of the staff: at once for one already signed in, after the sign-in for the others, who meanwhile see the
 * light sign-in page in their language, its words alone fetched.
 */
export const SignInGate = ({ loadApp }: { loadApp: () => Promise<ComponentType> }) => {
  const [initialLocale] = useState(() => pickInitialLocale(readRememberedLocale(), navigator.languages))
  const [shown, setShown] = useState<{ locale: LocaleCode; messages: SignInMessages } | null>(null)
  const [stage, setStage] = useState<Stage>({ name: 'checking' })
  const app = useRef<Promise<ComponentType> | null>(null)

  const fetchApp = useCallback(
    () =>
      (app.current ??= loadApp().catch((error: unknown) => {
        app.current = null
        throw error
      })),
    [loadApp]
  )

  useEffect(() => {
    let current = true
    const signIn = (refused: boolean) => {
      if (current) setStage({ name: 'signIn', refused })
    }
    loadSignInMessages(initialLocale).then((messages) => {
      if (current) setShown({ locale: initialLocale, messages })
    })
    readSession(initialLocale).then(
      async (answer) => {
        // A customer with a portal session is told why they are not let in.
        if (!isStaff(answer)) return signIn(answer.isLoggedIn)
        if (current) setStage({ name: 'loading' })
        const App = await fetchApp().catch(() => null)
        if (!App) return signIn(false)
        showAppRoute()
        if (current) setStage({ name: 'app', App })
      },
      () => signIn(false)
    )
    return () => {
      current = false
    }
  }, [initialLocale, fetchApp])

  const translate = useMemo(() => shown && translatorOf(shown.messages), [shown])

  useEffect(() => {
    if (!shown || !translate) return
    document.documentElement.lang = shown.locale
    document.title = `${translate('app.back_office')} · ${translate('app.product')}`
  }, [shown, translate])

  const changeLocale = useCallback((locale: LocaleCode) => {
    loadSignInMessages(locale).then(
      (messages) => {
        // The app, once loaded, starts in this language.
        rememberLocale(locale)
        setShown({ locale, messages })
      },
      // Not fetched (the network): the page stays in its language.
      () => undefined
    )
  }, [])

  const locale = shown?.locale ?? initialLocale
  const login = useCallback(
    async (params: SignInParams) => {
      try {
        await signInStep(locale, params)
      } catch (error) {
        // While the code is typed, the app is fetched.
        if (error instanceof TotpRequired) fetchApp().catch(() => undefined)
        throw error
      }
      const App = await fetchApp().catch(() => {
        throw new SignInError('ra.notification.http_error')
      })
      showAppRoute()
      setStage({ name: 'app', App })
    },
    [locale, fetchApp]
  )

  if (stage.name === 'app') return <stage.App />
  if (stage.name === 'loading') {
    return (
      <div className="lt-loading" aria-busy="true">
        <span className="lt-spinner" />
      </div>
    )
  }
  if (stage.name === 'checking' || !shown || !translate) return null
  return (
    <SignInPage
      translate={translate}
      locale={shown.locale}
      onLocaleChange={changeLocale}
      login={login}
      refused={stage.refused}
    />
  )
}
