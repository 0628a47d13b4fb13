import { Alert, Box, Typography } from '@mui/material'
import { useEffect, useState } from 'react'
import { LocalesMenuButton, Login, useCheckAuth, useTranslate } from 'react-admin'
import { useDocumentLanguage } from './useDocumentLanguage'
import { SignInForm } from './totp/SignInForm'

const notAdmin = 'app.auth.not_admin'

/** Tells a customer who arrives with a portal session why they are not let in (see authProvider.checkAuth). */
const useRefusedSession = () => {
  const checkAuth = useCheckAuth()
  const [refused, setRefused] = useState(false)
  useEffect(() => {
    checkAuth({}, false).catch((error: unknown) =>
      setRefused((error as Error | undefined)?.message === notAdmin)
    )
  }, [checkAuth])
  return refused
}

/** The sign-in (password, then the code) under the product's name, with the language switcher for first-time visitors. */
export const LoginPage = () => {
  const translate = useTranslate()
  const refused = useRefusedSession()
  useDocumentLanguage()
  return (
    <Login
      sx={{
        backgroundImage: 'linear-gradient(160deg, #2a5fa3 0%, #1f4e8c 45%, #12325c 100%)',
        '& .RaLogin-card': { width: 380, maxWidth: 'calc(100vw - 32px)' },
        '& .RaLogin-icon': { bgcolor: 'primary.main' },
      }}
    >
      <Box sx={{ textAlign: 'center', px: 3 }}>
        <Typography variant="overline" color="text.secondary" sx={{ letterSpacing: 1.2 }}>
          {translate('app.back_office')}
        </Typography>
        <Typography variant="h6" component="h1" sx={{ fontWeight: 600, color: 'primary.main' }}>
          {translate('app.product')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {translate('app.auth.login_hint')}
        </Typography>
      </Box>
      {refused && (
        <Alert severity="warning" sx={{ mx: 3, mt: 2 }}>
          {translate(notAdmin)}
        </Alert>
      )}
      <SignInForm />
      <Box sx={{ display: 'flex', justifyContent: 'center', pb: 2 }}>
        <LocalesMenuButton />
      </Box>
    </Login>
  )
}
