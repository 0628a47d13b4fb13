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

const toolbar = (
  <>
    <LocalesMenuButton />
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
    <TitlePortal variant="h6" />
  </RaAppBar>
)
