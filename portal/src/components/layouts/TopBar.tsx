import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useI18n } from '@/i18n/I18nProvider'
import { useAuth } from '@/lib/AuthContext'
import { HelpOutlineIcon, LogoutIcon, MenuIcon } from '../light/frameIcons'
import { LightLanguageMenu } from '../light/LightLanguageMenu'
import '../light/frame.css'

type Props = { onToggleMenu: () => void; menuOpen: boolean }

export function TopBar({ onToggleMenu, menuOpen }: Props) {
  const { lang, t } = useI18n()
  const { data } = useAuth()
  return (
    <header className="lt-bar">
      <button
        type="button"
        className="lt-icon-button lt-icon-button--start"
        onClick={onToggleMenu}
        aria-label={t('nav.openMenu')}
        aria-expanded={menuOpen}
      >
        <MenuIcon />
      </button>
      <div className="lt-bar__title">
        {/* On phones the name wraps on two lines rather than being cut. */}
        <Link className="lt-bar__name" to={paths.home(lang)}>
          {t('app.name')}
        </Link>
      </div>
      {data?.isLanguageSwitchAllowed !== false && <LightLanguageMenu onBar />}
      <Link
        className="lt-icon-button lt-tip"
        data-tip={t('nav.faq')}
        to={paths.faq(lang)}
        aria-label={t('nav.faq')}
      >
        <HelpOutlineIcon />
      </Link>
      {/* A plain link: the server ends the session and answers with a redirect to the login page. */}
      <a className="lt-text-button lt-bar__logout-text" href={paths.logout(lang)}>
        <span className="lt-text-button__icon">
          <LogoutIcon small />
        </span>
        {t('nav.logout')}
      </a>
      <a
        className="lt-icon-button lt-tip lt-tip--end lt-bar__logout-icon"
        data-tip={t('nav.logout')}
        href={paths.logout(lang)}
        aria-label={t('nav.logout')}
      >
        <LogoutIcon />
      </a>
    </header>
  )
}
