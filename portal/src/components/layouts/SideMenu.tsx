import type { ReactNode } from 'react'
import { NavLink } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useI18n } from '@/i18n/I18nProvider'
import { useAuth } from '@/lib/AuthContext'
import { useCompanyAbility } from '@/lib/companyRole'
import {
  AdminPanelSettingsOutlinedIcon,
  AssignmentOutlinedIcon,
  BusinessOutlinedIcon,
  GavelOutlinedIcon,
  HelpOutlineIcon,
  HomeOutlinedIcon,
  LocalShippingOutlinedIcon,
} from '../light/frameIcons'
import { ProfileDropdown } from './ProfileDropdown'
import '../light/frame.css'

type Props = { onNavigate: () => void }

export function SideMenu({ onNavigate }: Props) {
  const { lang, t } = useI18n()
  const { user } = useAuth()
  const managesDrivers = useCompanyAbility('manageDrivers')
  return (
    <nav aria-label={t('app.name')}>
      <ProfileDropdown onNavigate={onNavigate} />
      <hr className="lt-menu__divider" />
      <ul className="lt-menu">
        <MenuLink to={paths.home(lang)} icon={<HomeOutlinedIcon />} onNavigate={onNavigate}>
          {t('nav.home')}
        </MenuLink>
        {user?.company && (
          <MenuLink
            to={paths.company(lang, user.company.id)}
            icon={<BusinessOutlinedIcon />}
            onNavigate={onNavigate}
          >
            {t('nav.company')}
          </MenuLink>
        )}
        {user?.company && managesDrivers && (
          <MenuLink to={paths.drivers(lang)} icon={<LocalShippingOutlinedIcon />} onNavigate={onNavigate}>
            {t('nav.drivers')}
          </MenuLink>
        )}
        {user?.company && managesDrivers && (
          <MenuLink to={paths.declarations(lang)} icon={<AssignmentOutlinedIcon />} onNavigate={onNavigate}>
            {t('nav.declarations')}
          </MenuLink>
        )}
        {user?.company && managesDrivers && (
          <MenuLink to={paths.requests(lang)} icon={<GavelOutlinedIcon />} onNavigate={onNavigate}>
            {t('nav.requests')}
          </MenuLink>
        )}
        <MenuLink to={paths.faq(lang)} icon={<HelpOutlineIcon />} onNavigate={onNavigate}>
          {t('nav.faq')}
        </MenuLink>
        {user?.backOfficeRole && (
          <li>
            {/* The back-office is another application: a full page load. */}
            <a className="lt-menu__item" href={paths.backOffice}>
              <span className="lt-menu__icon">
                <AdminPanelSettingsOutlinedIcon />
              </span>
              <span className="lt-menu__text">{t('nav.backOffice')}</span>
            </a>
          </li>
        )}
      </ul>
    </nav>
  )
}

function MenuLink(props: { to: string; icon: ReactNode; onNavigate: () => void; children: ReactNode }) {
  return (
    <li>
      <NavLink className="lt-menu__item" to={props.to} onClick={props.onNavigate}>
        <span className="lt-menu__icon">{props.icon}</span>
        <span className="lt-menu__text">{props.children}</span>
      </NavLink>
    </li>
  )
}
