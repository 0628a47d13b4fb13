import { PageLoader } from '../components/PageLoader'
import { splitLanguage } from '../i18n/languages'
import { translate } from '../i18n/messages'
import { peekServedSession } from '../lib/AuthProvider'
import '../components/light/light.css'
import '../components/light/boot-shell.css'

/**
 * What shows while the first page's modules arrive. A signed-in visitor opening the home sees its frame and
 * welcome at once, drawn without MUI from the session the page was served with; MUI's frame then takes their place.
 * Anyone else sees the loader.
 */
export function BootShell() {
  const { lang, rest } = splitLanguage(window.location.pathname)
  const session = peekServedSession()
  const data = session?.isLoggedIn ? session.applicationDataForLoggedInUser : null
  if (!data || !lang) return <PageLoader />
  const name = data.user.profile?.displayName?.trim() || data.user.login
  return (
    <div className="lt-boot" aria-busy="true">
      <div className="lt-boot__bar">{translate(lang, 'app.name')}</div>
      <div className="lt-boot__menu" />
      <main className="lt-boot__main">
        {rest === '/home' ? (
          <>
            <h1 className="lt-boot__title">{translate(lang, 'home.welcome', { name })}</h1>
            <p className="lt-boot__subtitle">{translate(lang, 'home.subtitle')}</p>
          </>
        ) : (
          <PageLoader />
        )}
      </main>
    </div>
  )
}
