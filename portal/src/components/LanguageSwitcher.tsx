import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useLocation, useNavigate } from 'react-router-dom'
import { useI18n } from '../i18n/I18nProvider'
import { LANGUAGES, switchLanguagePath, type Language } from '../i18n/languages'
import { Flag } from './Flag'

/** `dense`: only the flag on phones, where the top bar is crowded. */
type Props = { color?: 'inherit' | 'primary'; dense?: boolean }

/** Opens the same page, with the same query, in the chosen language. */
export function LanguageSwitcher({ color = 'inherit', dense = false }: Props) {
  const { lang, t } = useI18n()
  const location = useLocation()
  const navigate = useNavigate()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)

  const choose = (next: Language) => {
    setAnchor(null)
    if (next !== lang) navigate(switchLanguagePath(location, next))
  }

  return (
    <>
      <Button
        color={color}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<Flag lang={lang} />}
        aria-label={t('language.label')}
        aria-haspopup="menu"
        sx={{
          minWidth: 0,
          px: 1,
          fontWeight: 600,
          '& .MuiButton-startIcon': dense ? { mr: { xs: 0, sm: 1 } } : {},
        }}
      >
        <Box component="span" sx={dense ? { display: { xs: 'none', sm: 'inline' } } : undefined}>
          {lang.toUpperCase()}
        </Box>
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((code) => (
          <MenuItem key={code} selected={code === lang} onClick={() => choose(code)} lang={code}>
            <ListItemIcon>
              <Flag lang={code} />
            </ListItemIcon>
            <ListItemText>{t(`language.${code}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
