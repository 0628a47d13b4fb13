import Divider from '@mui/material/Divider'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined'
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined'
import HelpOutlineIcon from '@mui/icons-material/HelpOutline'
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined'
import { NavLink } from 'react-router-dom'
import { paths } from '../../config/paths'
import { useI18n } from '../../i18n/I18nProvider'
import { useAuth } from '../../lib/AuthContext'
import { ProfileDropdown } from './ProfileDropdown'

type Props = { onNavigate: () => void }

const activeLink = { '&.active': { bgcolor: 'action.selected', color: 'primary.main', fontWeight: 600 } }

export function SideMenu({ onNavigate }: Props) {
  const { lang, t } = useI18n()
  const { user } = useAuth()
  return (
    <nav aria-label={t('app.name')}>
      <ProfileDropdown onNavigate={onNavigate} />
      <Divider />
      <List sx={{ px: 1 }}>
        <ListItemButton component={NavLink} to={paths.home(lang)} onClick={onNavigate} sx={activeLink}>
          <ListItemIcon>
            <HomeOutlinedIcon />
          </ListItemIcon>
          <ListItemText primary={t('nav.home')} />
        </ListItemButton>
        {user?.company && (
          <ListItemButton
            component={NavLink}
            to={paths.company(lang, user.company.id)}
            onClick={onNavigate}
            sx={activeLink}
          >
            <ListItemIcon>
              <BusinessOutlinedIcon />
            </ListItemIcon>
            <ListItemText primary={t('nav.company')} />
          </ListItemButton>
        )}
        <ListItemButton component={NavLink} to={paths.faq(lang)} onClick={onNavigate} sx={activeLink}>
          <ListItemIcon>
            <HelpOutlineIcon />
          </ListItemIcon>
          <ListItemText primary={t('nav.faq')} />
        </ListItemButton>
        {user?.isAdmin && (
          // The back-office is another application: a full page load.
          <ListItemButton component="a" href={paths.backOffice}>
            <ListItemIcon>
              <AdminPanelSettingsOutlinedIcon />
            </ListItemIcon>
            <ListItemText primary={t('nav.backOffice')} />
          </ListItemButton>
        )}
      </List>
    </nav>
  )
}
