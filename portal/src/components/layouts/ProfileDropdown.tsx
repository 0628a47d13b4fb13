import { useState } from 'react'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Collapse from '@mui/material/Collapse'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import ExpandLessIcon from '@mui/icons-material/ExpandLess'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import LogoutIcon from '@mui/icons-material/Logout'
import PersonOutlineIcon from '@mui/icons-material/PersonOutline'
import { NavLink } from 'react-router-dom'
import { paths } from '../../config/paths'
import { useI18n } from '../../i18n/I18nProvider'
import { useAuth } from '../../lib/AuthContext'

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
    <Box sx={{ p: 1 }}>
      <ListItemButton
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        sx={{ borderRadius: 1 }}
      >
        <Avatar sx={{ bgcolor: 'primary.main', width: 40, height: 40, mr: 1.5, fontSize: '1rem' }}>
          {initials(name)}
        </Avatar>
        <ListItemText
          primary={name}
          secondary={company}
          slotProps={{
            primary: { fontWeight: 600, lineHeight: 1.3 },
            secondary: { variant: 'body2', lineHeight: 1.3 },
          }}
        />
        {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        <List disablePadding sx={{ pl: 2 }}>
          <ListItemButton
            component={NavLink}
            to={paths.profile(lang)}
            onClick={onNavigate}
            sx={{ borderRadius: 1 }}
          >
            <ListItemIcon>
              <PersonOutlineIcon />
            </ListItemIcon>
            <ListItemText primary={t('nav.profile')} />
          </ListItemButton>
          <ListItemButton component="a" href={paths.logout(lang)} sx={{ borderRadius: 1 }}>
            <ListItemIcon>
              <LogoutIcon />
            </ListItemIcon>
            <ListItemText primary={t('nav.logout')} />
          </ListItemButton>
        </List>
      </Collapse>
    </Box>
  )
}
