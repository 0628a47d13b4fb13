import type { LocaleCode } from '../i18n/locales'
import { LockIcon } from './icons'
import { LanguageMenu } from './LanguageMenu'
import { LightAlert } from './LightAlert'
import type { SignInParams } from './sessionApi'
import { SignInForm } from './SignInForm'
import type { Translate } from './signInMessages'
import './signIn.css'

interface SignInPageProps {
  translate: Translate
  locale: LocaleCode
  onLocaleChange: (locale: LocaleCode) => void
  login: (params: SignInParams) => Promise<unknown>
  /** A customer arrived with a portal session: they are told the back-office is not theirs. */
  refused: boolean
}

/**
 * The sign-in (password, then the code) under the product's name, with the language switch for first-time visitors.
 * Drawn without MUI and react-admin, so that the back-office's first page is light: before the app is loaded
 * (SignInGate), and as react-admin's login page once it is (layout/LoginPage).
 */
export const SignInPage = ({ translate, locale, onLocaleChange, login, refused }: SignInPageProps) => (
  <div className="lt-page">
    <main className="lt-card">
      <div className="lt-card__avatar">
        <LockIcon />
      </div>
      <div className="lt-card__head">
        <p className="lt-overline">{translate('app.back_office')}</p>
        <h1 className="lt-title">{translate('app.product')}</h1>
        <p className="lt-text lt-muted">{translate('app.auth.login_hint')}</p>
      </div>
      {refused && (
        <div className="lt-card__notice">
          <LightAlert severity="warning">{translate('app.auth.not_admin')}</LightAlert>
        </div>
      )}
      <SignInForm translate={translate} login={login} />
      <div className="lt-card__language">
        <LanguageMenu locale={locale} onChange={onLocaleChange} label={translate('app.auth.language')} />
      </div>
    </main>
  </div>
)
