import { PageLoader } from '../components/PageLoader'
import { splitLanguage } from '../i18n/languages'
import { translate } from '../i18n/messages'
import { peekServedSession } from '../lib/AuthProvider'
import '../components/light/light.css'
// The signed-in frame's and first screen's styles come with the entry: the boot frame is drawn with them, and the
// page that takes its place needs no stylesheet of its own before it can show.
import '../components/light/frame.css'
import '../components/light/panel.css'
import '../components/light/boot-shell.css'

/**
 * What shows while the first page's modules arrive. A signed-in visitor opening the home sees its frame and welcome
 * at once, drawn from the session the page was served with, in the frame's own styles: the frame then takes their
 * place unchanged (the welcome stays the page's largest paint). Anyone else sees the loader.
 */
export function BootShell() {
  const { lang, rest } = splitLanguage(window.location.pathname)
  const session = peekServedSession()
  const data = session?.isLoggedIn ? session.applicationDataForLoggedInUser : null
  if (!data || !lang) return <PageLoader />
  const name = data.user.profile?.displayName?.trim() || data.user.login
  return (
    <div className="lt-frame" aria-busy="true">
      <header className="lt-bar">
        <span className="lt-icon-button lt-icon-button--start" />
        <div className="lt-bar__title">
          <span className="lt-bar__name">{translate(lang, 'app.name')}</span>
        </div>
      </header>
      <div className="lt-drawer lt-boot__drawer">
        <div className="lt-drawer__paper" />
      </div>
      <div className="lt-frame__content">
        <div className="lt-toolbar-space" />
        <main className="lt-frame__main">
          {rest === '/home' ? (
            <div className="lt-header">
              <h1 className="lt-header__title">{translate(lang, 'home.welcome', { name })}</h1>
              <p className="lt-header__subtitle">{translate(lang, 'home.subtitle')}</p>
            </div>
          ) : (
            <PageLoader />
          )}
        </main>
      </div>
    </div>
  )
}
