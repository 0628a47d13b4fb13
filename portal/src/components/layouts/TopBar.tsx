import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Toolbar from '@mui/material/Toolbar'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import HelpOutlineIcon from '@mui/icons-material/HelpOutline'
import LogoutIcon from '@mui/icons-material/Logout'
import MenuIcon from '@mui/icons-material/Menu'
import { Link as RouterLink } from 'react-router-dom'
import { paths } from '../../config/paths'
import { useI18n } from '../../i18n/I18nProvider'
import { useAuth } from '../../lib/AuthContext'
import { LanguageSwitcher } from '../LanguageSwitcher'

type Props = { onToggleMenu: () => void; menuOpen: boolean }

export function TopBar({ onToggleMenu, menuOpen }: Props) {
  const { lang, t } = useI18n()
  const { data } = useAuth()
  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: { xs: 0, sm: 1 } }}>
        <IconButton
          color="inherit"
          edge="start"
          onClick={onToggleMenu}
          aria-label={t('nav.openMenu')}
          aria-expanded={menuOpen}
        >
          <MenuIcon />
        </IconButton>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            variant="h6"
            component={RouterLink}
            to={paths.home(lang)}
            sx={{
              display: 'inline-block',
              color: 'inherit',
              textDecoration: 'none',
              fontWeight: 600,
              // On phones the name wraps on two lines rather than being cut.
              fontSize: { xs: '0.9rem', sm: '1.15rem' },
              lineHeight: { xs: 1.2, sm: 1.6 },
            }}
          >
            {t('app.name')}
          </Typography>
        </Box>
        {data?.isLanguageSwitchAllowed !== false && <LanguageSwitcher dense />}
        <Tooltip title={t('nav.faq')}>
          <IconButton color="inherit" component={RouterLink} to={paths.faq(lang)} aria-label={t('nav.faq')}>
            <HelpOutlineIcon />
          </IconButton>
        </Tooltip>
        {/* A plain link: the server ends the session and answers with a redirect to the login page. */}
        <Button
          color="inherit"
          href={paths.logout(lang)}
          startIcon={<LogoutIcon />}
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        >
          {t('nav.logout')}
        </Button>
        <Tooltip title={t('nav.logout')}>
          <IconButton
            color="inherit"
            href={paths.logout(lang)}
            aria-label={t('nav.logout')}
            sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
          >
            <LogoutIcon />
          </IconButton>
        </Tooltip>
      </Toolbar>
    </AppBar>
  )
}
