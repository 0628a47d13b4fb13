import { useState } from 'react'
import { NavLink } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useI18n } from '@/i18n/I18nProvider'
import { useAuth } from '@/lib/AuthContext'
import { ExpandLessIcon, ExpandMoreIcon, LogoutIcon, PersonOutlineIcon } from '../light/frameIcons'
import '../light/frame.css'

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  return parts
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('')
}

export function ProfileDropdown({ onNavigate }: { onNavigate: () => void }) {
  const { lang, t } = useI18n()
  const { user } = useAuth()
  const [open, setOpen] = useState(false)
  if (!user) return null
  const name = user.profile?.displayName?.trim() || user.login
  const company = user.company?.name || t('nav.noCompany')

  return (
    <div className="lt-profile">
      <button
        type="button"
        className="lt-menu__item lt-menu__item--rounded"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
      >
        <span className="lt-profile__avatar" aria-hidden>
          {initials(name)}
        </span>
        <span className="lt-profile__who">
          <span className="lt-profile__name">{name}</span>
          <span className="lt-profile__company">{company}</span>
        </span>
        {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      </button>
      {open && (
        <ul className="lt-menu lt-profile__links">
          <li>
            <NavLink
              className="lt-menu__item lt-menu__item--rounded"
              to={paths.profile(lang)}
              onClick={onNavigate}
            >
              <span className="lt-menu__icon">
                <PersonOutlineIcon />
              </span>
              <span className="lt-menu__text">{t('nav.profile')}</span>
            </NavLink>
          </li>
          <li>
            <a className="lt-menu__item lt-menu__item--rounded" href={paths.logout(lang)}>
              <span className="lt-menu__icon">
                <LogoutIcon />
              </span>
              <span className="lt-menu__text">{t('nav.logout')}</span>
            </a>
          </li>
        </ul>
      )}
    </div>
  )
}
