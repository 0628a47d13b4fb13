import { Box, Divider, Typography } from '@mui/material'
import {
  LoadingIndicator,
  LocalesMenuButton,
  AppBar as RaAppBar,
  TitlePortal,
  UserMenu,
  Logout,
  useTranslate,
} from 'react-admin'
import { usePhone } from '../components/list/usePhone'
import { locales } from '../i18n/locales'
import { PortalLink } from './PortalLink'

const Brand = () => {
  const translate = useTranslate()
  return (
    <Box sx={{ display: { xs: 'none', sm: 'flex' }, flexDirection: 'column', lineHeight: 1.1, mr: 2 }}>
      <Typography
        component="span"
        variant="overline"
        sx={{ lineHeight: 1.4, opacity: 0.85, letterSpacing: 1.2 }}
      >
        {translate('app.back_office')}
      </Typography>
      <Typography component="span" variant="subtitle1" noWrap sx={{ fontWeight: 600, lineHeight: 1.2 }}>
        {translate('app.product')}
      </Typography>
    </Box>
  )
}

/** The language menu; on a phone its code alone ("FR"), so that the page's title keeps the room it needs. */
const LanguageMenu = () => {
  const phone = usePhone()
  return (
    <Box component="span" sx={{ '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } } }}>
      <LocalesMenuButton
        languages={phone ? locales.map(({ locale }) => ({ locale, name: locale.toUpperCase() })) : undefined}
      />
    </Box>
  )
}

const toolbar = (
  <>
    <LanguageMenu />
    <PortalLink />
    <LoadingIndicator />
  </>
)

export const AppBar = () => (
  <RaAppBar
    color="primary"
    toolbar={toolbar}
    userMenu={
      <UserMenu>
        <Logout />
      </UserMenu>
    }
  >
    <Brand />
    <Divider
      orientation="vertical"
      flexItem
      sx={{ display: { xs: 'none', sm: 'block' }, borderColor: 'rgba(255,255,255,0.3)', my: 1.5, mr: 2 }}
    />
    <TitlePortal variant="h6" sx={{ fontSize: { xs: '1.05rem', sm: '1.25rem' }, minWidth: 0 }} />
  </RaAppBar>
)
